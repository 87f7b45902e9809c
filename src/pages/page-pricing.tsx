import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useMemo, useState } from "react";
import { LogoGrid } from "../features/marketing/components/logo-grid";
import { partnerLogos } from "../features/marketing/components/partner-logos";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { AddOnBlock, ComparisonBlock, PlansBlock } from "../features/pricing/components/pricing-blocks";
import { pricingCatalogue } from "../features/pricing/pricing-data";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { initialPricingState, pricingReducer } from "../features/pricing/rules";
import { routes } from "../shared/lib/routes";
import { createStore } from "../shared/lib/store";

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
  "fromPrice",
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
  "scrollHint",
] as const;

export default function PricingPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "pricing");
  const w = pickStrings(page, PRICING_WORDS);
  const [store] = useState(() => createStore(pricingReducer, initialPricingState));
  const pricing = useMemo(() => pricingCatalogue(data.pricingYaml), [data.pricingYaml]);
  const logos = partnerLogos(data.logosYaml);
  return (
    <CopyPage
      page={page}
      blocks={{
        plans: (
          <PlansBlock
            store={store}
            pricing={pricing}
            words={{
              billing: { legend: w.billing, monthly: w.monthly, yearly: w.yearly, note: w.yearlyNote },
              popular: w.popular,
              features: w.features,
              limitations: w.limitations,
              hardware: w.hardware,
              perMonth: w.perMonth,
              perYear: w.perYear,
              fromPrice: w.fromPrice,
              teamSizes: w.teamSizes,
              backToBusiness: w.backToBusiness,
            }}
          />
        ),
        addOn: (
          <AddOnBlock
            store={store}
            pricing={pricing}
            words={{
              caption: w.addOnCaption,
              planPrice: w.planPrice,
              slTraining: w.slTraining,
              addSlTraining: w.addSlTraining,
              totalCost: w.totalCost,
              fromPrice: w.fromPrice,
              scrollHint: w.scrollHint,
              switchOn: w.switchOn,
              switchOff: w.switchOff,
            }}
          />
        ),
        comparison: (
          <ComparisonBlock
            store={store}
            pricing={pricing}
            words={{ show: w.showComparison, back: w.backToPlan, caption: w.comparisonCaption, feature: w.plan, scrollHint: w.scrollHint }}
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
    logosYaml {
      ...PartnerLogos
    }
    pricingYaml {
      ...PricingCatalogue
    }
  }
`;
