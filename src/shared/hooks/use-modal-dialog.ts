import { globalHistory } from "@gatsbyjs/reach-router";
import { useCallback, useEffect, useRef, type RefObject } from "react";

export interface ModalDialogOptions {
  /** The caller owns the state: the dialog is shown with `showModal()` while this is true. */
  open: boolean;
  /** Asks the caller to close (Escape, a backdrop click, the close button, a route change): set `open` to false. */
  onClose: () => void;
  /** Where focus goes when the dialog closes; by default the element that had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the visitor moves to another page (a hash change on the same page does not count). */
  closeOnRouteChange?: boolean;
  /** Close on a click on the backdrop (default true). */
  closeOnBackdrop?: boolean;
}

/**
 * The one mechanism behind every modal: a native <dialog> driven by React state. `showModal()` gives the focus trap,
 * Escape, the top layer and an inert page; this adds closing on a backdrop click and on a route change, and returns
 * focus to the opener. Spread `dialogProps` on the <dialog> (the `Dialog` component does).
 */
export function useModalDialog({ open, onClose, returnFocusRef, closeOnRouteChange = false, closeOnBackdrop = true }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  /** Where the last press began: a drag from inside the panel that ends on the backdrop is not a backdrop click. */
  const pressedOnBackdrop = useRef(false);
  openRef.current = open;
  onCloseRef.current = onClose;

  useEffect(() => {
    const node = dialogRef.current;
    if (!node) return;
    if (open && !node.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      node.showModal();
    }
    if (!open && node.open) node.close();
  }, [open]);

  useEffect(() => {
    if (!open || !closeOnRouteChange) return undefined;
    const startPath = globalHistory.location.pathname;
    return globalHistory.listen(({ location }) => {
      if (location.pathname !== startPath) onCloseRef.current();
    });
  }, [open, closeOnRouteChange]);

  const onNativeClose = useCallback(() => {
    // The close event comes a task after close(), and the browser has already given focus back by then: a quick
    // press can open the dialog again in between. That event is stale; acting on it would close the new opening.
    if (dialogRef.current?.open) return;
    // Closed by the browser itself (e.g. a second Escape it no longer lets the page cancel): tell the caller.
    if (openRef.current) onCloseRef.current();
    const target = returnFocusRef?.current ?? openerRef.current;
    openerRef.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, [returnFocusRef]);

  const dialogProps = {
    ref: dialogRef,
    onClose: onNativeClose,
    /** Escape: the caller closes it, so a closing animation (or a viewer's own close) can run first. */
    onCancel: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onCloseRef.current();
    },
    onPointerDown: (event: { target: EventTarget }) => {
      pressedOnBackdrop.current = event.target === dialogRef.current;
    },
    /** Only a click on the <dialog> element itself (its backdrop) closes it; clicks inside land on its content. */
    onClick: (event: { target: EventTarget }) => {
      const onBackdrop = event.target === dialogRef.current && pressedOnBackdrop.current;
      pressedOnBackdrop.current = false;
      if (onBackdrop && closeOnBackdrop) onCloseRef.current();
    },
  };

  return { dialogRef, dialogProps };
}
