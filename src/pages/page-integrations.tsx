import { graphql, type HeadProps, type PageProps } from "gatsby";
import { IntegrationGrid } from "../features/marketing/components/integration-grid";
import { LogoGrid } from "../features/marketing/components/logo-grid";
import { partnerLogos } from "../features/marketing/components/partner-logos";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.IntegrationsPageQuery;

export default function IntegrationsPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "integrations");
  const words = pickStrings(page, ["explore", "exploreTo"] as const);
  const explore = { label: words.explore, to: words.exploreTo };
  const logos = partnerLogos(data.logosYaml);
  return <CopyPage page={page} blocks={{ integrations: <IntegrationGrid explore={explore} />, logosPartners: <LogoGrid logos={logos} /> }} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "integrations")} path={routes.integrations} />;

export const query = graphql`
  query IntegrationsPage {
    pagesYaml(key: { eq: "integrations" }) {
      ...PageCopy
    }
    logosYaml {
      ...PartnerLogos
    }
  }
`;
