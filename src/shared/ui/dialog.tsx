import { css } from "@emotion/react";
import { forwardRef, useId, useImperativeHandle, type ReactNode, type RefObject } from "react";
import { useModalDialog } from "../hooks/use-modal-dialog";
import { color, fontSize, layer, mq, radius, shadow, space } from "../../styles/theme";
import { iconButton } from "./button-link";
import { CloseIcon } from "./icons";

export type DialogPlacement = "center" | "side";

export interface DialogProps {
  /** Shown (`showModal()`) while true. The caller owns the state. */
  open: boolean;
  /** Asked to close: Escape, a backdrop click, the close button, a route change. Set `open` to false. */
  onClose: () => void;
  /** The dialog's name, shown as its heading (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for assistive technology only (a viewer whose content fills the screen). */
  hideTitle?: boolean;
  /** The close button's accessible name, from data. Without it there is no close button (the content brings one). */
  closeLabel?: string;
  /** "center" (default): a centred box; "side": a full-height panel at the end edge (menu, cart). */
  placement?: DialogPlacement;
  /** Close when the visitor moves to another page. */
  closeOnRouteChange?: boolean;
  /** Close on a click on the backdrop (default true). */
  closeOnBackdrop?: boolean;
  /** Where focus goes on close; by default the element that had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Styles for the <dialog> (an Emotion `css` prop on <Dialog> arrives here), applied after the placement's. */
  className?: string;
  children?: ReactNode;
}

/**
 * The site's modal: a native <dialog> opened with `showModal()` (focus trap, Escape, top layer, inert page come from
 * the browser), named by its title, closed by Escape, the backdrop, its close button and optionally a route change,
 * with focus returned to the opener. The ref is the <dialog> element (e.g. for a viewer that mounts inside it).
 */
export const Dialog = forwardRef<HTMLDialogElement, DialogProps>(function Dialog(
  {
    open,
    onClose,
    title,
    hideTitle = false,
    closeLabel,
    placement = "center",
    closeOnRouteChange,
    closeOnBackdrop,
    returnFocusRef,
    className,
    children,
  },
  ref,
) {
  const titleId = useId();
  const { dialogRef, dialogProps } = useModalDialog({ open, onClose, returnFocusRef, closeOnRouteChange, closeOnBackdrop });
  // The <dialog> is always rendered, so after the commit that attaches the handle the element exists.
  useImperativeHandle(ref, () => dialogRef.current as HTMLDialogElement, [dialogRef]);
  const showBar = !hideTitle || closeLabel !== undefined;
  const heading = (
    <h2 id={titleId} css={titleStyles} className={hideTitle ? "visually-hidden" : undefined}>
      {title}
    </h2>
  );
  return (
    // The backdrop click is a pointer convenience; keyboard users close with Escape or the close button.
    // `className` (a caller's Emotion styles) is merged after the css prop, so the caller's rules win.
    <dialog {...dialogProps} aria-labelledby={titleId} css={[baseStyles, placementStyles[placement]]} className={className}>
      {showBar ? (
        <div css={barStyles} data-placement={placement}>
          {heading}
          {closeLabel !== undefined ? (
            <button type="button" css={iconButton} onClick={onClose}>
              <CloseIcon />
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          ) : null}
        </div>
      ) : (
        heading
      )}
      {children}
    </dialog>
  );
});

const baseStyles = css`
  z-index: ${layer.dialog};
  padding: 0;
  border: 0;
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  &::backdrop {
    background: rgba(10, 12, 24, 0.75);
  }
  @media (prefers-reduced-motion: reduce) {
    &[open],
    &[open]::backdrop {
      animation: none;
    }
  }
`;

const placementStyles: Record<DialogPlacement, ReturnType<typeof css>> = {
  center: css`
    width: min(60rem, calc(100vw - 2rem));
    max-width: none;
    border-radius: ${radius.md};
    overflow: hidden;
    &[open] {
      animation: dialog-in 300ms ease-out;
    }
    &[open]::backdrop {
      animation: dialog-fade 300ms ease-out;
    }
    @keyframes dialog-in {
      from {
        opacity: 0;
        transform: scale(0.96);
      }
      to {
        opacity: 1;
        transform: none;
      }
    }
    @keyframes dialog-fade {
      from {
        opacity: 0;
      }
    }
  `,
  side: css`
    margin: 0 0 0 auto;
    width: min(24rem, 100vw);
    max-width: 100vw;
    height: 100dvh;
    max-height: 100dvh;
    box-shadow: ${shadow.panel};
    &::backdrop {
      background: rgba(10, 12, 24, 0.55);
    }
    &[open] {
      animation: dialog-slide-in 200ms ease-out;
    }
    @keyframes dialog-slide-in {
      from {
        transform: translateX(100%);
      }
      to {
        transform: translateX(0);
      }
    }
  `,
};

const barStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.xs} ${space.xs} ${space.xs} ${space.md};
  &[data-placement="side"] {
    padding: ${space.lg} ${space.lg} 0;
    h2 {
      font-size: ${fontSize.lg};
    }
  }
`;

const titleStyles = css`
  margin: 0;
  font-size: ${fontSize.base};
  ${mq.md} {
    font-size: ${fontSize.lg};
  }
`;
