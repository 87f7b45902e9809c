import { LogoGrid } from "../components/blocks/logo-grid";
import { Timeline } from "../components/blocks/timeline";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function HomePage() {
  return <CopyPage pageKey="home" footer="apps" blocks={{ timeline: <Timeline />, logosAligned: <LogoGrid list="aligned" /> }} />;
}

export const Head = () => <CopyHead pageKey="home" path={routes.home} />;
