import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function HomePage() {
  return <CopyPage pageKey="home" footer="apps" />;
}

export const Head = () => <CopyHead pageKey="home" path={routes.home} />;
