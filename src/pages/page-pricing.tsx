import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useReducer } from "react";
import { LogoGrid } from "../components/blocks/logo-grid";
import { usePartnerLogos } from "../components/blocks/partner-logos";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { AddOnTable } from "../components/pricing/add-on-table";
import { ComparisonSection } from "../components/pricing/comparison-section";
import { PlanRows } from "../components/pricing/plan-rows";
import { pickStrings, requirePage } from "../lib/page-copy";
import { initialPricingState, pricingReducer } from "../lib/pricing";
import { routes } from "../lib/routes";

type Data = Queries.PricingPageQuery;

const PRICING_WORDS = [
  "billing",
  "monthly",
  "yearly",
  "yearlyNote",
  "popular",
  "features",
  "limitations",
  "hardware",
  "perMonth",
  "perYear",
  "teamSizes",
  "backToBusiness",
  "addOnCaption",
  "planPrice",
  "slTraining",
  "addSlTraining",
  "totalCost",
  "showComparison",
  "backToPlan",
  "comparisonCaption",
  "plan",
  "switchOn",
  "switchOff",
] as const;

export default function PricingPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "pricing");
  const w = pickStrings(page, PRICING_WORDS);
  const [state, dispatch] = useReducer(pricingReducer, initialPricingState);
  const logos = usePartnerLogos();
  return (
    <CopyPage
      page={page}
      blocks={{
        plans: (
          <PlanRows
            billing={state.billing}
            expanded={state.expanded}
            onBilling={(billing) => dispatch({ type: "billing", billing })}
            onExpand={() => dispatch({ type: "expand" })}
            onCollapse={() => dispatch({ type: "collapse" })}
            words={{
              billing: { legend: w.billing, monthly: w.monthly, yearly: w.yearly, note: w.yearlyNote },
              popular: w.popular,
              features: w.features,
              limitations: w.limitations,
              hardware: w.hardware,
              perMonth: w.perMonth,
              perYear: w.perYear,
              teamSizes: w.teamSizes,
              backToBusiness: w.backToBusiness,
            }}
          />
        ),
        addOn: (
          <AddOnTable
            billing={state.billing}
            selected={state.addOn}
            onToggle={(plan) => dispatch({ type: "toggleAddOn", plan })}
            words={{ caption: w.addOnCaption, planPrice: w.planPrice, slTraining: w.slTraining, addSlTraining: w.addSlTraining, totalCost: w.totalCost, switchOn: w.switchOn, switchOff: w.switchOff }}
          />
        ),
        comparison: (
          <ComparisonSection
            open={state.comparison}
            onOpen={() => dispatch({ type: "showComparison" })}
            onClose={() => dispatch({ type: "hideComparison" })}
            words={{ show: w.showComparison, back: w.backToPlan, caption: w.comparisonCaption, feature: w.plan }}
          />
        ),
        logosPartners: <LogoGrid logos={logos} />,
      }}
    />
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "pricing")} path={routes.pricing} />;

export const query = graphql`
  query PricingPage {
    pagesYaml(key: { eq: "pricing" }) {
      ...PageCopy
    }
  }
`;
