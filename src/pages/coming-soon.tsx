import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Countdown } from "../features/coming-soon/components/countdown";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.ComingSoonPageQuery;

const COUNTDOWN_WORDS = ["days", "hours", "minutes", "seconds", "day", "hour", "minute", "second", "left", "pause", "resume"] as const;

export default function ComingSoonPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "comingSoon");
  const { done, countdownHeading } = pickStrings(page, ["done", "countdownHeading"] as const);
  return (
    <CopyPage page={page}>
      <Countdown doneText={done} labels={{ heading: countdownHeading, ...pickStrings(page, COUNTDOWN_WORDS) }} />
    </CopyPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "comingSoon")} path={routes.comingSoon} />;

export const query = graphql`
  query ComingSoonPage {
    pagesYaml(key: { eq: "comingSoon" }) {
      ...PageCopy
    }
  }
`;
