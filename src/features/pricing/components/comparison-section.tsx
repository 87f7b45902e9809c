import { css } from "@emotion/react";
import { useEffect, useId, useRef, useState } from "react";
import { afterLoad } from "../../../shared/on-demand/load-failure";
import { space } from "../../../styles/theme";
import { primaryButton, secondaryButton } from "../../../shared/ui/button-link";
import type { ComparisonTable } from "./comparison-table";
import type { Pricing } from "../pricing-data";

/** The table's code is fetched on the first press, not with the page (PRODUCT.md §7). */
const loadTable = () => import(/* webpackChunkName: "comparison-table" */ "./comparison-table").then((module) => module.ComparisonTable);

export interface ComparisonSectionProps {
  /** Handed to the table once its code has come. */
  pricing: Pricing;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  words: { show: string; back: string; caption: string; feature: string; scrollHint: string };
}

/**
 * 'Compare Business Features', shown on request: the button reveals the table and moves focus to it; 'Back to
 * Plan' hides it and gives focus back to the button. The table and its 'Back to Plan' are only rendered while
 * shown (the panel's grid display would otherwise override its `hidden`). The first press fetches the table's code
 * and opens once it is there; if it cannot be fetched (offline) nothing opens and the visitor is told why.
 */
export function ComparisonSection({ pricing, open, onOpen, onClose, words }: ComparisonSectionProps) {
  const id = useId();
  const showRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [table, setTable] = useState<{ Table: typeof ComparisonTable } | null>(null);

  useEffect(() => {
    if (!moved.current) return;
    if (open) {
      // The table's scrolling region is focusable, and a focused table is where the reading starts. The store's
      // `open` and the loaded table can arrive in separate renders: wait for the region.
      const region = panelRef.current?.querySelector<HTMLElement>('[role="region"]');
      if (!region) return;
      moved.current = false;
      region.focus();
    } else {
      moved.current = false;
      showRef.current?.focus();
    }
  }, [open, table]);

  const toggle = (next: boolean): void => {
    if (!next) {
      moved.current = true;
      onClose();
      return;
    }
    void afterLoad(loadTable(), "The comparison table", (Table) => {
      moved.current = true;
      setTable({ Table });
      onOpen();
    });
  };

  return (
    <>
      <button ref={showRef} type="button" css={primaryButton} aria-expanded={open} aria-controls={id} onClick={() => toggle(!open)}>
        {words.show}
      </button>
      <div id={id} ref={panelRef} hidden={!open} css={panelStyles}>
        {open && table ? (
          <>
            <table.Table pricing={pricing} caption={words.caption} featureLabel={words.feature} scrollHint={words.scrollHint} />
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
