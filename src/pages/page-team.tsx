import { FaqList } from "../components/blocks/faq-list";
import { Breadcrumbs } from "../components/page/breadcrumbs";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { usePageCopy } from "../hooks/use-page-copy";
import { useSite } from "../hooks/use-site";
import { TEAM_BREADCRUMB_OFFSET } from "../lib/constants";
import { routes } from "../lib/routes";

export default function TeamPage() {
  const { site } = useSite();
  const copy = usePageCopy("team");
  const trail = [{ label: site.labels.home, to: routes.home }, { label: copy.eyebrow ?? copy.heading }];
  return <CopyPage pageKey="team" before={<Breadcrumbs label={site.labels.breadcrumb} trail={trail} offsetTop={TEAM_BREADCRUMB_OFFSET} />} blocks={{ faqs: <FaqList list="team" /> }} />;
}

export const Head = () => <CopyHead pageKey="team" path={routes.team} />;
