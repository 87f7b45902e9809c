import { useStore } from "../../hooks/use-store";
import type { PricingAction, PricingState } from "../../lib/pricing";
import type { Store } from "../../lib/store";
import { AddOnTable, type AddOnTableProps } from "./add-on-table";
import { ComparisonSection, type ComparisonSectionProps } from "./comparison-section";
import { PlanRows, type PlanRowsProps } from "./plan-rows";

/**
 * The pricing page's three interactive blocks, each reading the page's state from one store: they sit in sections
 * that hydrate apart, and a change renders only the blocks that show it.
 */
export type PricingStore = Store<PricingState, PricingAction>;

export function PlansBlock({ store, words }: { store: PricingStore; words: PlanRowsProps["words"] }) {
  const { billing, expanded } = useStore(store);
  return (
    <PlanRows
      billing={billing}
      expanded={expanded}
      onBilling={(next) => store.dispatch({ type: "billing", billing: next })}
      onExpand={() => store.dispatch({ type: "expand" })}
      onCollapse={() => store.dispatch({ type: "collapse" })}
      words={words}
    />
  );
}

export function AddOnBlock({ store, words }: { store: PricingStore; words: AddOnTableProps["words"] }) {
  const { billing, addOn } = useStore(store);
  return <AddOnTable billing={billing} selected={addOn} onToggle={(plan) => store.dispatch({ type: "toggleAddOn", plan })} words={words} />;
}

export function ComparisonBlock({ store, words }: { store: PricingStore; words: ComparisonSectionProps["words"] }) {
  const { comparison } = useStore(store);
  return (
    <ComparisonSection
      open={comparison}
      onOpen={() => store.dispatch({ type: "showComparison" })}
      onClose={() => store.dispatch({ type: "hideComparison" })}
      words={words}
    />
  );
}
