import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function FeaturesPage() {
  return <CopyPage pageKey="features" />;
}

export const Head = () => <CopyHead pageKey="features" path={routes.features} />;
