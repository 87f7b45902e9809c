import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function ComingSoonPage() {
  return <CopyPage pageKey="comingSoon" />;
}

export const Head = () => <CopyHead pageKey="comingSoon" path={routes.comingSoon} />;
