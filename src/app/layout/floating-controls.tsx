import { css } from "@emotion/react";
import { useScrollState } from "../../shared/hooks/use-scroll-state";
import { LIGHTBOX } from "../../shared/lib/constants";
import { color, layer, mq, space } from "../../styles/theme";
import { iconButton } from "../../shared/ui/button-link";
import { ArrowUpIcon } from "../../shared/ui/icons";
import { ThemeToggle } from "../../features/theme/components/theme-toggle";

export interface FloatingControlsProps {
  labels: { backToTop: string; darkMode: string };
}

/**
 * Back-to-top and dark-mode buttons in the corner, shown once the page is scrolled past 100 px (SPEC §2), and hidden
 * while the image viewer covers the page (they would show through its background, and the page is inert anyway).
 */
export function FloatingControls({ labels }: FloatingControlsProps) {
  const { showFloating } = useScrollState();
  if (!showFloating) return null;
  const toTop = (): void => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <div css={wrapStyles}>
      <ThemeToggle label={labels.darkMode} />
      <button type="button" css={iconButton} onClick={toTop}>
        <ArrowUpIcon />
        <span className="visually-hidden">{labels.backToTop}</span>
      </button>
    </div>
  );
}

const wrapStyles = css`
  position: fixed;
  right: ${space.md};
  bottom: ${space.md};
  z-index: ${layer.floating};
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  button {
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.18);
    border-color: ${color("muted")};
  }
  ${mq.md} {
    right: ${space.lg};
    bottom: ${space.lg};
  }
  html:has(dialog.${LIGHTBOX.dialogClass}[open]) & {
    visibility: hidden;
  }
`;
