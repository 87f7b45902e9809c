import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import "photoswipe/style.css";
import type PhotoSwipe from "photoswipe";
import type { PhotoSwipeOptions } from "photoswipe";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { Gallery, Item } from "react-photoswipe-gallery";
import { LIGHTBOX } from "../../lib/constants";
import { color, fontSize, radius, space } from "../../styles/theme";

export interface ArticleFigure {
  id: string;
  image: IGatsbyImageData | undefined;
  /** The full-size file shown in the lightbox. */
  original: { src: string; width: number; height: number } | null;
  alt: string;
  caption: string | null;
}

export interface LightboxWords {
  name: string;
  open: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}

/** The figures declared in a post's frontmatter, for <Figure id="..." /> in its body, and the lightbox's words. */
export const FiguresContext = createContext<{ figures: readonly ArticleFigure[]; words: LightboxWords | null }>({ figures: [], words: null });

/**
 * The article's image viewer (PhotoSwipe 5 through react-photoswipe-gallery, so it is only on article pages). With
 * the gallery id the address carries `#&gid=…&pid=…`: a shared link opens that picture, and closing or Back
 * removes it. Settings from SPEC §9; no animation for visitors who prefer reduced motion.
 */
export function Lightbox({ words, children }: { words: LightboxWords; children: ReactNode }) {
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);
  const options = useMemo<PhotoSwipeOptions>(
    () => ({
      showHideAnimationType: reduced ? "none" : "zoom",
      showAnimationDuration: reduced ? 0 : LIGHTBOX.animationMs,
      hideAnimationDuration: reduced ? 0 : LIGHTBOX.animationMs,
      zoomAnimationDuration: reduced ? 0 : LIGHTBOX.animationMs,
      maxWidthToAnimate: LIGHTBOX.maxWidthToAnimate,
      bgOpacity: LIGHTBOX.bgOpacity,
      preload: [LIGHTBOX.preloadBefore, LIGHTBOX.preloadAfter],
      spacing: LIGHTBOX.spacing,
      loop: true,
      wheelToZoom: true,
      pinchToClose: true,
      bgClickAction: "close",
      doubleTapAction: "zoom",
      indexIndicatorSep: LIGHTBOX.separator,
      preloaderDelay: LIGHTBOX.preloaderDelayMs,
      errorMsg: words.error,
      closeTitle: words.close,
      zoomTitle: words.zoom,
      arrowPrevTitle: words.previous,
      arrowNextTitle: words.next,
    }),
    // Listed one by one: the page re-renders when the hash changes, with equal words in a new object, and new options
    // would make the gallery re-run its open-from-hash effect and stack a second viewer on the first.
    [reduced, words.error, words.close, words.zoom, words.previous, words.next],
  );
  const name = words.name;
  const onOpen = useCallback(
    (pswp: PhotoSwipe) => {
      pswp.element?.setAttribute("aria-label", name);
      // A dialog takes focus when it opens (the viewer only traps it once it is inside), and gives it back to the
      // picture that opened it when it closes.
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      pswp.on("openingAnimationEnd", () => pswp.element?.focus());
      pswp.on("destroy", () => opener?.focus({ preventScroll: true }));
    },
    [name],
  );
  return (
    <Gallery id={LIGHTBOX.galleryId} options={options} withCaption onOpen={onOpen}>
      {children}
    </Gallery>
  );
}

/** An image from the post's `figures` list with its caption; pressing it opens the image viewer there. */
export function Figure({ id }: { id: string }) {
  const { figures, words } = useContext(FiguresContext);
  const figure = figures.find((f) => f.id === id);
  if (!figure?.image) return null;
  const picture = <GatsbyImage image={figure.image} alt={figure.alt} css={imageStyles} />;
  return (
    <figure css={figureStyles}>
      {figure.original && words ? (
        <Item
          id={figure.id}
          original={figure.original.src}
          width={figure.original.width}
          height={figure.original.height}
          alt={figure.alt}
          caption={figure.caption ?? undefined}
        >
          {({ ref, open }) => (
            <button ref={ref} type="button" css={openStyles} onClick={open}>
              {picture}
              <span className="visually-hidden">{words.open}</span>
            </button>
          )}
        </Item>
      ) : (
        picture
      )}
      {figure.caption ? <figcaption>{figure.caption}</figcaption> : null}
    </figure>
  );
}

const figureStyles = css`
  margin: ${space.xl} 0;
  figcaption {
    margin-top: ${space.xs};
    font-size: ${fontSize.sm};
    color: ${color("muted")};
  }
`;

const openStyles = css`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  cursor: zoom-in;
`;

const imageStyles = css`
  border-radius: ${radius.md};
`;
