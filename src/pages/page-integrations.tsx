import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function IntegrationsPage() {
  return <CopyPage pageKey="integrations" />;
}

export const Head = () => <CopyHead pageKey="integrations" path={routes.integrations} />;
