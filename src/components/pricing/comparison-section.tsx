import { css } from "@emotion/react";
import { useEffect, useId, useRef } from "react";
import { space } from "../../styles/theme";
import { primaryButton, secondaryButton } from "../ui/button-link";
import { ComparisonTable } from "./comparison-table";

export interface ComparisonSectionProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  words: { show: string; back: string; caption: string; feature: string };
}

/**
 * 'Compare Business Features', shown on request: the button reveals the table and moves focus to it; 'Back to
 * Plan' hides it and gives focus back to the button. The table and its 'Back to Plan' are only rendered while
 * shown (the panel's grid display would otherwise override its `hidden`).
 */
export function ComparisonSection({ open, onOpen, onClose, words }: ComparisonSectionProps) {
  const id = useId();
  const showRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    // The table's scrolling region is focusable, and a focused table is where the reading starts.
    if (open) panelRef.current?.querySelector<HTMLElement>('[role="region"]')?.focus();
    else showRef.current?.focus();
  }, [open]);

  const toggle = (next: boolean): void => {
    moved.current = true;
    if (next) onOpen();
    else onClose();
  };

  return (
    <>
      <button ref={showRef} type="button" css={primaryButton} aria-expanded={open} aria-controls={id} onClick={() => toggle(!open)}>
        {words.show}
      </button>
      <div id={id} ref={panelRef} hidden={!open} css={panelStyles}>
        {open ? (
          <>
            <ComparisonTable caption={words.caption} featureLabel={words.feature} />
            <button type="button" css={secondaryButton} onClick={() => toggle(false)}>
              {words.back}
            </button>
          </>
        ) : null}
      </div>
    </>
  );
}

const panelStyles = css`
  &[hidden] {
    display: none;
  }
  display: grid;
  gap: ${space.md};
  justify-items: start;
  margin-top: ${space.md};
  & > div {
    justify-self: stretch;
  }
`;
