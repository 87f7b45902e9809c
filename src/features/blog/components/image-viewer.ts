/**
 * Drives one opening of the article's image viewer: PhotoSwipe 5 mounted inside the Lightbox's `Dialog`, the address
 * kept in step with the picture shown, Back closing it. Loaded with PhotoSwipe on the first open (figure.tsx), so
 * an article's first load carries neither.
 */
import PhotoSwipe, { type PhotoSwipeOptions, type SlideData } from "photoswipe";
import { LIGHTBOX } from "../../../shared/lib/constants";
import { viewerHash, viewerPictureId, withoutViewerHash } from "../viewer-hash";
import type { LightboxWords } from "./figure";

/** A picture the viewer can show: its opening button on the page and its full-size file. */
export interface ViewerPicture {
  id: string;
  button: HTMLElement;
  slide: SlideData & { caption: string };
}

export interface ViewerOpening {
  /** The open dialog PhotoSwipe is mounted in. */
  dialog: HTMLDialogElement;
  /** In page order. */
  pictures: ViewerPicture[];
  index: number;
  /** Opened by a press: a history entry is added for the hash, so Back closes the viewer and stays on the article. */
  pushed: boolean;
  words: LightboxWords;
  /** Called once the visitor closed it (button, Escape, Back), after the address is restored. */
  onClosed: () => void;
}

export interface ViewerHandle {
  /** Closes it as the close button does. */
  close: () => void;
  /** Takes it down at once without touching the address or history (the page is being left). */
  dispose: () => void;
}

const historyMark = "imageViewer";

const addressWith = (hash: string): string => `${window.location.pathname}${window.location.search}${hash}`;

/** Mounts PhotoSwipe in `dialog` at `index`, with SPEC §9's settings, and no animation for reduced motion. */
export function openViewer({ dialog, pictures, index, pushed, words, onClosed }: ViewerOpening): ViewerHandle {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const pswp = new PhotoSwipe({
    ...viewerOptions(words, reduced),
    dataSource: pictures.map((p) => ({ ...p.slide, element: p.button })),
    index,
    appendToEl: dialog,
  });
  let closedByHistory = false;
  let disposed = false;

  const ownId = (): string => pictures[pswp.currIndex]?.id ?? "";
  if (pushed) {
    const hash = viewerHash(window.location.hash, LIGHTBOX.galleryId, pictures[index].id);
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
    if (disposed) return;
    if (!closedByHistory && viewerPictureId(window.location.hash, LIGHTBOX.galleryId) !== null) {
      const state = window.history.state as Record<string, unknown> | null;
      if (state?.[historyMark]) window.history.back();
      else window.history.replaceState(state, "", addressWith(withoutViewerHash(window.location.hash)));
    }
    onClosed();
  });
  pswp.init();

  return {
    close: () => pswp.close(),
    dispose: () => {
      disposed = true;
      pswp.destroy();
    },
  };
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
