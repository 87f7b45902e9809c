import { IntegrationGrid } from "../components/blocks/integration-grid";
import { LogoGrid } from "../components/blocks/logo-grid";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { routes } from "../lib/routes";

export default function IntegrationsPage() {
  const copy = usePageCopy("integrations");
  const explore = { label: pageString(copy, "explore"), to: pageString(copy, "exploreTo") };
  return <CopyPage pageKey="integrations" blocks={{ integrations: <IntegrationGrid explore={explore} />, logosPartners: <LogoGrid list="partners" /> }} />;
}

export const Head = () => <CopyHead pageKey="integrations" path={routes.integrations} />;
