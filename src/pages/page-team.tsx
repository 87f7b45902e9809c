import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FaqList } from "../features/marketing/components/faq-list";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { TEAM_BREADCRUMB_OFFSET } from "../shared/lib/constants";
import { requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.TeamPageQuery;

export default function TeamPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "team");
  const trail = [{ label: page.eyebrow ?? page.heading }];
  return <CopyPage page={page} before={<Breadcrumbs trail={trail} offsetTop={TEAM_BREADCRUMB_OFFSET} />} blocks={{ faqs: <FaqList list="team" /> }} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "team")} path={routes.team} />;

export const query = graphql`
  query TeamPage {
    pagesYaml(key: { eq: "team" }) {
      ...PageCopy
    }
  }
`;
