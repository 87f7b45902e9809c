import { useStore } from "../../../shared/hooks/use-store";
import type { PricingAction, PricingState } from "../rules";
import type { Store } from "../../../shared/lib/store";
import { AddOnTable, type AddOnTableProps } from "./add-on-table";
import { ComparisonSection, type ComparisonSectionProps } from "./comparison-section";
import { PlanRows, type PlanRowsProps } from "./plan-rows";
import type { Pricing } from "../pricing-data";

/**
 * The pricing page's three interactive blocks, each reading the page's state from one store: they sit in sections
 * that hydrate apart, and a change renders only the blocks that show it. The catalogue comes from the page's query.
 */
export type PricingStore = Store<PricingState, PricingAction>;

export function PlansBlock({ store, pricing, words }: { store: PricingStore; pricing: Pricing; words: PlanRowsProps["words"] }) {
  const { billing, expanded } = useStore(store);
  return (
    <PlanRows
      pricing={pricing}
      billing={billing}
      expanded={expanded}
      onBilling={(next) => store.dispatch({ type: "billing", billing: next })}
      onExpand={() => store.dispatch({ type: "expand" })}
      onCollapse={() => store.dispatch({ type: "collapse" })}
      words={words}
    />
  );
}

export function AddOnBlock({ store, pricing, words }: { store: PricingStore; pricing: Pricing; words: AddOnTableProps["words"] }) {
  const { billing, addOn } = useStore(store);
  return (
    <AddOnTable
      pricing={pricing}
      billing={billing}
      selected={addOn}
      onToggle={(plan) => store.dispatch({ type: "toggleAddOn", plan })}
      words={words}
    />
  );
}

export function ComparisonBlock({ store, pricing, words }: { store: PricingStore; pricing: Pricing; words: ComparisonSectionProps["words"] }) {
  const { comparison } = useStore(store);
  return (
    <ComparisonSection
      pricing={pricing}
      open={comparison}
      onOpen={() => store.dispatch({ type: "showComparison" })}
      onClose={() => store.dispatch({ type: "hideComparison" })}
      words={words}
    />
  );
}
