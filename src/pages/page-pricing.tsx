import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function PricingPage() {
  return <CopyPage pageKey="pricing" />;
}

export const Head = () => <CopyHead pageKey="pricing" path={routes.pricing} />;
