import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import "photoswipe/style.css";
import type PhotoSwipe from "photoswipe";
import type { PhotoSwipeOptions, SlideData } from "photoswipe";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { LIGHTBOX } from "../../lib/constants";
import { viewerHash, viewerPictureId, withoutViewerHash } from "../../lib/viewer-hash";
import { color, fontSize, radius, space } from "../../styles/theme";
import { Dialog } from "../ui/dialog";

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

/** A picture the viewer can show: its opening button on the page and its full-size file. */
interface Picture {
  id: string;
  button: HTMLElement;
  slide: SlideData & { caption: string };
}

interface LightboxApi {
  /** Adds a picture; returns its removal. */
  add: (picture: Picture) => () => void;
  open: (id: string) => void;
}

const LightboxContext = createContext<LightboxApi | null>(null);

/** One opening of the viewer: PhotoSwipe's class (loaded on the first open), the pictures in page order, where to start. */
interface Session {
  PhotoSwipe: typeof PhotoSwipe;
  pictures: Picture[];
  index: number;
  /** Opened by a press (a history entry is added for the hash) rather than from the address. */
  pushed: boolean;
}

const historyMark = "imageViewer";

const inPageOrder = (a: Picture, b: Picture): number => (a.button.compareDocumentPosition(b.button) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

const addressWith = (hash: string): string => `${window.location.pathname}${window.location.search}${hash}`;

/**
 * The article's image viewer: PhotoSwipe 5 inside our `Dialog` (which gives the name, focus trap, top layer and
 * focus return to the picture). PhotoSwipe's code is fetched on the first open, never with the page. The address
 * carries `#&gid=figures&pid=<figure id>` while it is open: a shared link opens that picture, moving between pictures
 * updates it, and closing or Back removes it (a press adds a history entry, so Back closes the viewer and stays on
 * the article). Settings from SPEC §9; no animation for visitors who prefer reduced motion.
 */
export function Lightbox({ words, children }: { words: LightboxWords; children: ReactNode }) {
  const pictures = useRef(new Map<string, Picture>());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const viewer = useRef<PhotoSwipe | null>(null);
  const loading = useRef(false);
  const [session, setSession] = useState<Session | null>(null);

  const start = useCallback(async (id: string, pushed: boolean) => {
    if (loading.current || viewer.current) return;
    const ordered = [...pictures.current.values()].sort(inPageOrder);
    const index = ordered.findIndex((p) => p.id === id);
    if (index < 0) return;
    loading.current = true;
    try {
      const { default: PhotoSwipeClass } = await import(/* webpackChunkName: "photoswipe" */ "photoswipe");
      returnFocusRef.current = ordered[index].button;
      setSession({ PhotoSwipe: PhotoSwipeClass, pictures: ordered, index, pushed });
    } finally {
      loading.current = false;
    }
  }, []);

  const api = useMemo<LightboxApi>(
    () => ({
      add: (picture) => {
        pictures.current.set(picture.id, picture);
        return () => {
          if (pictures.current.get(picture.id) === picture) pictures.current.delete(picture.id);
        };
      },
      open: (id) => void start(id, true),
    }),
    [start],
  );

  // A shared address opens its picture once the figures are on the page (their effects ran before this one), and
  // Forward to an entry the viewer made opens it again.
  useEffect(() => {
    const fromAddress = (): void => {
      const id = viewerPictureId(window.location.hash, LIGHTBOX.galleryId);
      if (id && !viewer.current) void start(id, false);
    };
    fromAddress();
    window.addEventListener("popstate", fromAddress);
    return () => window.removeEventListener("popstate", fromAddress);
  }, [start]);

  // The dialog is open (its effect ran first): mount PhotoSwipe inside it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!session || !dialog) return undefined;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const pswp = new session.PhotoSwipe({
      ...viewerOptions(words, reduced),
      dataSource: session.pictures.map((p) => ({ ...p.slide, element: p.button })),
      index: session.index,
      appendToEl: dialog,
    });
    viewer.current = pswp;
    let closedByHistory = false;
    let unmounted = false;

    const ownId = (): string => session.pictures[pswp.currIndex]?.id ?? "";
    if (session.pushed) {
      const hash = viewerHash(window.location.hash, LIGHTBOX.galleryId, session.pictures[session.index].id);
      window.history.pushState({ ...window.history.state, [historyMark]: true }, "", addressWith(hash));
    }
    const onPopState = (): void => {
      if (viewerPictureId(window.location.hash, LIGHTBOX.galleryId) === null) {
        closedByHistory = true;
        pswp.close();
      }
    };
    window.addEventListener("popstate", onPopState);

    pswp.on("uiRegister", () => {
      pswp.ui?.registerElement({
        name: "caption",
        order: 9,
        isButton: false,
        appendTo: "root",
        onInit: (el) => {
          pswp.on("change", () => {
            const data = pswp.currSlide?.data as (SlideData & { caption?: string }) | undefined;
            el.textContent = data?.caption || data?.alt || "";
          });
        },
      });
    });
    pswp.on("afterInit", () => {
      // Our <dialog> is the dialog and carries the name; PhotoSwipe's root would be a second, unnamed one.
      pswp.element?.removeAttribute("role");
    });
    pswp.on("change", () => {
      const hash = viewerHash(window.location.hash, LIGHTBOX.galleryId, ownId());
      if (hash !== window.location.hash) window.history.replaceState(window.history.state, "", addressWith(hash));
    });
    // The viewer takes keys once it has focus; PhotoSwipe only focuses itself on open when opened by keyboard.
    pswp.on("openingAnimationEnd", () => pswp.element?.focus());
    pswp.on("destroy", () => {
      window.removeEventListener("popstate", onPopState);
      viewer.current = null;
      if (unmounted) return;
      if (!closedByHistory && viewerPictureId(window.location.hash, LIGHTBOX.galleryId) !== null) {
        const state = window.history.state as Record<string, unknown> | null;
        if (state?.[historyMark]) window.history.back();
        else window.history.replaceState(state, "", addressWith(withoutViewerHash(window.location.hash)));
      }
      setSession(null);
    });
    pswp.init();
    return () => {
      // Unmounted while open (the page is left): take it down without touching the address or the state.
      if (viewer.current === pswp) {
        unmounted = true;
        pswp.destroy();
      }
    };
    // `words` is read once per opening; a re-render with equal words must not rebuild an open viewer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  return (
    <LightboxContext.Provider value={api}>
      {children}
      <Dialog
        ref={dialogRef}
        open={session !== null}
        onClose={() => viewer.current?.close()}
        title={words.name}
        hideTitle
        closeOnBackdrop={false}
        returnFocusRef={returnFocusRef}
        css={viewerStyles}
      />
    </LightboxContext.Provider>
  );
}

/** SPEC §9's viewer settings, in the visitor's words and motion preference. */
function viewerOptions(words: LightboxWords, reduced: boolean): PhotoSwipeOptions {
  return {
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
    // Our dialog returns focus to the picture.
    returnFocus: false,
    errorMsg: words.error,
    closeTitle: words.close,
    zoomTitle: words.zoom,
    arrowPrevTitle: words.previous,
    arrowNextTitle: words.next,
  };
}

/** An image from the post's `figures` list with its caption; pressing it opens the image viewer there. */
export function Figure({ id }: { id: string }) {
  const { figures, words } = useContext(FiguresContext);
  const lightbox = useContext(LightboxContext);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const figure = figures.find((f) => f.id === id);
  const original = figure?.original ?? null;
  const alt = figure?.alt ?? "";
  const caption = figure?.caption ?? "";
  useEffect(() => {
    const button = buttonRef.current;
    if (!lightbox || !original || !button) return undefined;
    return lightbox.add({ id, button, slide: { src: original.src, width: original.width, height: original.height, alt, caption } });
  }, [lightbox, id, original, alt, caption]);
  if (!figure?.image) return null;
  const picture = <GatsbyImage image={figure.image} alt={figure.alt} css={imageStyles} />;
  return (
    <figure css={figureStyles}>
      {original && words && lightbox ? (
        <button ref={buttonRef} type="button" css={openStyles} onClick={() => lightbox.open(id)}>
          {picture}
          <span className="visually-hidden">{words.open}</span>
        </button>
      ) : (
        picture
      )}
      {figure.caption ? <figcaption>{figure.caption}</figcaption> : null}
    </figure>
  );
}

/** The dialog fills the viewport and PhotoSwipe paints it; no transform, so PhotoSwipe's fixed layers keep the viewport. */
const viewerStyles = css`
  inset: 0;
  margin: 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  border-radius: 0;
  background: transparent;
  overflow: hidden;
  &[open],
  &[open]::backdrop {
    animation: none;
  }
  &::backdrop {
    background: transparent;
  }
  .pswp__caption {
    position: absolute;
    right: 0;
    bottom: ${space.md};
    left: 0;
    padding: 0 ${space.lg};
    color: var(--pswp-icon-color);
    font-size: ${fontSize.sm};
    line-height: 1.5;
    text-align: center;
    text-shadow: 1px 1px 3px var(--pswp-icon-color-secondary);
  }
`;

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
