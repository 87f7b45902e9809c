import { css } from "@emotion/react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useModalDialog } from "../../hooks/use-modal-dialog";
import { filterMenuGroups } from "../../lib/menu";
import { color, fontSize, mq, shadow, space } from "../../styles/theme";
import { iconButton } from "../ui/button-link";
import { CloseIcon, MenuIcon } from "../ui/icons";
import { MenuGroups, type MenuGroup } from "./menu-groups";

export interface MobileMenuProps {
  groups: readonly MenuGroup[];
  labels: { openMenu: string; closeMenu: string; menuSearch: string; menuSearchEmpty: string; soon: string; soonName: string };
}

/**
 * The menu panel for widths up to 876 px, as a modal <dialog>: the browser traps focus and closes it on Escape;
 * a click on the backdrop or on a link closes it too, and focus returns to the Menu button.
 * Its search field only filters the menu's own links (SPEC §2: plain field, submit suppressed).
 */
export function MobileMenu({ groups, labels }: MobileMenuProps) {
  const [query, setQuery] = useState("");
  const { open, show, hide, triggerRef, dialogProps } = useModalDialog(() => setQuery(""));
  const titleId = useId();
  const searchId = useId();
  const visible = useMemo(() => filterMenuGroups(groups, query), [groups, query]);

  const onSubmit = (event: FormEvent): void => event.preventDefault();

  return (
    <>
      <button ref={triggerRef} type="button" css={iconButton} aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <MenuIcon />
        <span className="visually-hidden">{labels.openMenu}</span>
      </button>
      {/* dialogProps closes on a click on the backdrop; keyboard users close with Escape or the Close button. */}
      <dialog {...dialogProps} css={dialogStyles} aria-labelledby={titleId}>
        <div css={panelStyles}>
          <div css={topStyles}>
            <h2 id={titleId} css={titleStyles}>
              {labels.openMenu}
            </h2>
            <button type="button" css={iconButton} onClick={() => hide()}>
              <CloseIcon />
              <span className="visually-hidden">{labels.closeMenu}</span>
            </button>
          </div>
          <form role="search" onSubmit={onSubmit} css={searchStyles}>
            <label htmlFor={searchId}>{labels.menuSearch}</label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              // A search field would swallow Escape to clear itself; in this panel Escape always closes the menu.
              onKeyDown={(e) => {
                if (e.key === "Escape") {
                  e.preventDefault();
                  hide();
                }
              }}
              autoComplete="off"
            />
          </form>
          {visible.length > 0 ? (
            <MenuGroups groups={visible} soonLabel={labels.soon} soonName={labels.soonName} onNavigate={() => hide()} />
          ) : (
            <p role="status">{labels.menuSearchEmpty}</p>
          )}
        </div>
      </dialog>
    </>
  );
}

const dialogStyles = css`
  margin: 0 0 0 auto;
  padding: 0;
  width: min(24rem, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  border: 0;
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  box-shadow: ${shadow.panel};
  &::backdrop {
    background: rgba(10, 12, 24, 0.55);
  }
  &[open] {
    animation: slide-in 200ms ease-out;
  }
  @keyframes slide-in {
    from {
      transform: translateX(100%);
    }
    to {
      transform: translateX(0);
    }
  }
  ${mq.desktopNav} {
    display: none;
  }
`;

const panelStyles = css`
  min-height: 100%;
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;

const topStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const titleStyles = css`
  font-size: ${fontSize.lg};
  margin: 0;
`;

const searchStyles = css`
  display: grid;
  gap: ${space.xxs};
  label {
    font-size: ${fontSize.sm};
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid ${color("muted")};
    border-radius: 8px;
    background: ${color("bg")};
  }
`;
