import { ComparisonTable } from "../components/blocks/comparison-table";
import { LogoGrid } from "../components/blocks/logo-grid";
import { PlanCards, type PlanWords } from "../components/blocks/plan-cards";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { routes } from "../lib/routes";

export default function PricingPage() {
  const copy = usePageCopy("pricing");
  const word = (key: string): string => pageString(copy, key);
  const words: PlanWords = {
    popular: word("popular"),
    from: word("from"),
    features: word("features"),
    limitations: word("limitations"),
    hardware: word("hardware"),
    teamSizes: word("teamSizes"),
    yearlyOr: word("yearlyOr"),
  };
  return (
    <CopyPage
      pageKey="pricing"
      blocks={{
        plans: <PlanCards words={words} />,
        comparison: <ComparisonTable caption={word("comparisonCaption")} featureLabel={word("plan")} />,
        logosPartners: <LogoGrid list="partners" />,
      }}
    />
  );
}

export const Head = () => <CopyHead pageKey="pricing" path={routes.pricing} />;
