import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import "photoswipe/style.css";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { LIGHTBOX } from "../../../shared/lib/constants";
import { useOnDemand } from "../../../shared/on-demand/use-on-demand";
import { loadImageViewer } from "../lazy";
import { viewerPictureId } from "../viewer-hash";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { Dialog } from "../../../shared/ui/dialog";
import type { ViewerHandle, ViewerPicture, openViewer } from "./image-viewer";
import { Picture } from "../../../shared/ui/picture";

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

interface LightboxApi {
  /** Adds a picture; returns its removal. */
  add: (picture: ViewerPicture) => () => void;
  open: (id: string) => void;
}

const LightboxContext = createContext<LightboxApi | null>(null);

/** One opening of the viewer: its code (loaded on the first open), the pictures in page order, where to start. */
interface Session {
  open: typeof openViewer;
  pictures: ViewerPicture[];
  index: number;
  /** Opened by a press (a history entry is added for the hash) rather than from the address. */
  pushed: boolean;
}

const inPageOrder = (a: ViewerPicture, b: ViewerPicture): number =>
  a.button.compareDocumentPosition(b.button) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The article's image viewer: PhotoSwipe 5 inside our `Dialog` (which gives the name, focus trap, top layer and
 * focus return to the picture). PhotoSwipe and the code that drives it (image-viewer.ts) are fetched on the first
 * open, never with the page. The address carries `#&gid=figures&pid=<figure id>` while it is open: a shared link
 * opens that picture, moving between pictures updates it, and closing or Back removes it (a press adds a history
 * entry, so Back closes the viewer and stays on the article). Settings from SPEC §9; no animation for visitors who prefer reduced motion.
 */
export function Lightbox({ words, children }: { words: LightboxWords; children: ReactNode }) {
  const pictures = useRef(new Map<string, ViewerPicture>());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const viewer = useRef<ViewerHandle | null>(null);
  const loading = useRef(false);
  const [session, setSession] = useState<Session | null>(null);
  const { open: fetchViewer } = useOnDemand(loadImageViewer, { what: "The picture viewer" });

  const start = useCallback(
    async (id: string, pushed: boolean) => {
      if (loading.current || viewer.current) return;
      const ordered = [...pictures.current.values()].sort(inPageOrder);
      const index = ordered.findIndex((p) => p.id === id);
      if (index < 0) return;
      loading.current = true;
      try {
        // Offline, nothing opens and the page says why.
        await fetchViewer(({ openViewer }) => {
          returnFocusRef.current = ordered[index].button;
          setSession({ open: openViewer, pictures: ordered, index, pushed });
        });
      } finally {
        loading.current = false;
      }
    },
    [fetchViewer],
  );

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
    const handle = session.open({
      dialog,
      pictures: session.pictures,
      index: session.index,
      pushed: session.pushed,
      words,
      onClosed: () => {
        viewer.current = null;
        setSession(null);
      },
    });
    viewer.current = handle;
    return () => {
      // Unmounted while open (the page is left): take it down without touching the address or the state.
      if (viewer.current === handle) {
        viewer.current = null;
        handle.dispose();
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
        className={LIGHTBOX.dialogClass}
        css={viewerStyles}
      />
    </LightboxContext.Provider>
  );
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
  const picture = <Picture image={figure.image} alt={figure.alt} css={imageStyles} phrasing />;
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
  /* The caption sits over the picture, which can be as light as the page: it brings its own dark box, so white text
     keeps AA contrast over any picture (at least 4.5:1 over pure white, about 11:1). */
  .pswp__caption {
    position: absolute;
    bottom: ${space.md};
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: calc(100% - 2 * ${space.md});
    padding: ${space.xs} ${space.sm};
    border-radius: ${radius.sm};
    background: rgba(0, 0, 0, 0.78);
    color: #fff;
    font-size: ${fontSize.sm};
    line-height: 1.5;
    text-align: center;
    &:empty {
      display: none;
    }
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
