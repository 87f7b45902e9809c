import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../components/page/copy-head";
import { CopyPage } from "../components/page/copy-page";
import { requirePage } from "../lib/page-copy";
import { routes } from "../lib/routes";

type Data = Queries.WaitlistPageQuery;

export default function WaitlistPage({ data }: PageProps<Data>) {
  return <CopyPage page={requirePage(data.pagesYaml, "waitlist")} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "waitlist")} path={routes.waitlist} noindex />;

export const query = graphql`
  query WaitlistPage {
    pagesYaml(key: { eq: "waitlist" }) {
      ...PageCopy
    }
  }
`;
