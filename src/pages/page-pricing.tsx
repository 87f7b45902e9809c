import { useReducer } from "react";
import { LogoGrid } from "../components/blocks/logo-grid";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { AddOnTable } from "../components/pricing/add-on-table";
import { ComparisonSection } from "../components/pricing/comparison-section";
import { PlanRows } from "../components/pricing/plan-rows";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { initialPricingState, pricingReducer } from "../lib/pricing";
import { routes } from "../lib/routes";

export default function PricingPage() {
  const copy = usePageCopy("pricing");
  const w = (key: string): string => pageString(copy, key);
  const [state, dispatch] = useReducer(pricingReducer, initialPricingState);
  return (
    <CopyPage
      pageKey="pricing"
      blocks={{
        plans: (
          <PlanRows
            billing={state.billing}
            expanded={state.expanded}
            onBilling={(billing) => dispatch({ type: "billing", billing })}
            onExpand={() => dispatch({ type: "expand" })}
            onCollapse={() => dispatch({ type: "collapse" })}
            words={{
              billing: { legend: w("billing"), monthly: w("monthly"), yearly: w("yearly"), note: w("yearlyNote") },
              popular: w("popular"),
              features: w("features"),
              limitations: w("limitations"),
              hardware: w("hardware"),
              perMonth: w("perMonth"),
              perYear: w("perYear"),
              teamSizes: w("teamSizes"),
              backToBusiness: w("backToBusiness"),
            }}
          />
        ),
        addOn: (
          <AddOnTable
            billing={state.billing}
            selected={state.addOn}
            onToggle={(plan) => dispatch({ type: "toggleAddOn", plan })}
            words={{ caption: w("addOnCaption"), planPrice: w("planPrice"), slTraining: w("slTraining"), addSlTraining: w("addSlTraining"), totalCost: w("totalCost") }}
          />
        ),
        comparison: (
          <ComparisonSection
            open={state.comparison}
            onOpen={() => dispatch({ type: "showComparison" })}
            onClose={() => dispatch({ type: "hideComparison" })}
            words={{ show: w("showComparison"), back: w("backToPlan"), caption: w("comparisonCaption"), feature: w("plan") }}
          />
        ),
        logosPartners: <LogoGrid list="partners" />,
      }}
    />
  );
}

export const Head = () => <CopyHead pageKey="pricing" path={routes.pricing} />;
