import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CopyHead } from "../features/marketing";
import { CONSOLE_WORDS, TeamConsole } from "../features/team";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.TeamConsolePageQuery;

/**
 * The team console (issue 44): one page at /team/ whose views live under it (/team/leads/demo/<id>/, …), a
 * client-only area (src/features/team/build.ts gives it the match path /team/*). Its code and words load here only.
 */
export default function TeamConsolePage({ data, location }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "console");
  return <TeamConsole heading={page.heading} words={pickStrings(page, CONSOLE_WORDS)} pathname={location.pathname} search={location.search} />;
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "console")} path={routes.console} noindex />;

export const query = graphql`
  query TeamConsolePage {
    pagesYaml(key: { eq: "console" }) {
      ...PageCopy
    }
  }
`;
