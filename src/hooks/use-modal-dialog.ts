import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A native modal <dialog> driven by React state: `showModal()` gives the focus trap, Escape and an inert page;
 * this adds closing on a backdrop click and returning focus to the button that opened it.
 */
export function useModalDialog(onClosed?: () => void) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const node = dialogRef.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);

  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => dialogRef.current?.close(), []);

  const dialogProps = {
    ref: dialogRef,
    onClose: () => {
      setOpen(false);
      onClosed?.();
      triggerRef.current?.focus();
    },
    /** Only a click on the dialog element itself (its backdrop) closes it; clicks inside land on its content. */
    onClick: (event: { target: EventTarget }) => {
      if (event.target === dialogRef.current) dialogRef.current?.close();
    },
  };

  return { open, show, hide, triggerRef, dialogProps };
}
