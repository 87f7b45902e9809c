import { css } from "@emotion/react";
import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "../../shared/hooks/use-dismiss";
import { color, radius, shadow, space, layer } from "../../styles/theme";
import { ChevronDownIcon } from "../../shared/ui/icons";
import { MenuGroups, type MenuGroup } from "./menu-groups";

export interface SolutionsMenuProps {
  label: string;
  groups: readonly MenuGroup[];
  soonLabel: string;
  soonName: string;
}

/**
 * The desktop Solutions disclosure: a button that shows the grouped links; Escape or a click outside closes it. The
 * links are rendered while it is open only: closed, the panel is hidden from everyone anyway, and every page would
 * otherwise hydrate its dozen links (each watching the viewport to prefetch) before the header answers a press.
 */
export function SolutionsMenu({ label, groups, soonLabel, soonName }: SolutionsMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, panel, trigger);

  return (
    <div css={wrapStyles}>
      <button ref={trigger} type="button" css={triggerStyles} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {label}
        <ChevronDownIcon />
      </button>
      <div ref={panel} id={id} css={panelStyles} hidden={!open}>
        {open ? <MenuGroups groups={groups} soonLabel={soonLabel} soonName={soonName} onNavigate={close} /> : null}
      </div>
    </div>
  );
}

const wrapStyles = css`
  position: relative;
`;

export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 44px;
  padding: 0 ${space.sm};
  border-radius: ${radius.sm};
  color: ${color("text")};
  font-weight: 500;
  text-decoration: none;
  /* One line each: a header item in two or three lines ("From / the / Lab") is a broken header. */
  white-space: nowrap;
  &:hover {
    background: ${color("surface")};
  }
  &[aria-current="page"] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

const triggerStyles = css`
  ${navItemStyles};
  background: none;
  border: 0;
  cursor: pointer;
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const panelStyles = css`
  position: absolute;
  top: calc(100% + ${space.xs});
  left: 50%;
  transform: translateX(-50%);
  z-index: ${layer.menu};
  width: min(36rem, 90vw);
  padding: ${space.lg};
  background: ${color("surfaceRaised")};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  box-shadow: ${shadow.panel};
`;
