import { FaqList } from "../components/blocks/faq-list";
import { LogoGrid } from "../components/blocks/logo-grid";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function FeaturesPage() {
  return <CopyPage pageKey="features" blocks={{ faqs: <FaqList list="features" />, logosPartners: <LogoGrid list="partners" /> }} />;
}

export const Head = () => <CopyHead pageKey="features" path={routes.features} />;
