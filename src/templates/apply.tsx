import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useMemo } from "react";
import { APPLICATION_WORDS, ApplicationForm } from "../features/careers";
import { Layout } from "../app/layout/layout";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";
import { LinkRow } from "../features/marketing";
import { PageHeader } from "../shared/ui/page-header";
import { Seo } from "../shared/ui/seo";
import { LEAD_FORM_WORDS, type LeadOutcome } from "../shared/lib/lead-forms";
import { pickList, pickStrings, requirePage } from "../shared/lib/page-copy";
import { applyPath, careerDetailPath } from "../shared/lib/routes";
import { trackOutcome } from "../features/analytics";
import { fill } from "../shared/lib/posts";
import { useAuth, useAccountGuard } from "../features/account";
import { space } from "../styles/theme";

type Data = Queries.ApplyPageQuery;

/**
 * The job application of one opening (SPEC §2, §5): signed-in members only. A signed-out visitor goes to /sign-in and
 * comes back here after signing in; until the session is known only the heading shows, so the form never flashes.
 */
/** The form's outcomes go to the analytics (while Statistics is allowed). */
const onOutcome = (outcome: LeadOutcome): void => trackOutcome("application", outcome);

export default function ApplyTemplate({ data }: PageProps<Data>) {
  const copy = requirePage(data.pagesYaml, "apply");
  const leadForms = requirePage(data.leadForms, "leadForms");
  const words = useMemo(() => pickStrings(copy, APPLICATION_WORDS), [copy]);
  const details = useMemo(() => pickStrings(copy, ["details"] as const).details, [copy]);
  const leadWords = useMemo(() => pickStrings(leadForms, LEAD_FORM_WORDS), [leadForms]);
  const countries = useMemo(() => pickList(copy, "countries"), [copy]);
  const status = useAccountGuard("member", true, data.jobsYaml?.name);
  const { user, getApi } = useAuth();
  const job = data.jobsYaml;
  const position = useMemo(() => (job ? { id: job.yamlId, name: job.name } : null), [job]);
  if (!position) return null;
  const signedIn = status === "signedIn";
  return (
    <Layout>
      <Breadcrumbs trail={[{ label: copy.heading }]} />
      <PageHeader heading={copy.heading} intro={signedIn ? copy.intro : null}>
        {signedIn ? <LinkRow links={[{ label: details, to: careerDetailPath(position.id) }]} /> : null}
      </PageHeader>
      {signedIn ? (
        <div css={formStyles}>
          <ApplicationForm
            job={position}
            email={user?.email ?? ""}
            getClient={getApi}
            words={words}
            leadWords={leadWords}
            countries={countries}
            onOutcome={onOutcome}
          />
        </div>
      ) : null}
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const copy = requirePage(data.pagesYaml, "apply");
  const job = data.jobsYaml;
  if (!job) return null;
  return <Seo title={`${copy.title}: ${job.name}`} description={fill(copy.description, { job: job.name })} path={applyPath(job.yamlId)} noindex />;
}

export const query = graphql`
  query ApplyPage($jobId: String!) {
    pagesYaml(key: { eq: "apply" }) {
      ...PageCopy
    }
    leadForms: pagesYaml(key: { eq: "leadForms" }) {
      key
      strings {
        key
        text
      }
    }
    jobsYaml(yamlId: { eq: $jobId }) {
      yamlId
      name
    }
  }
`;

/** Under the page's heading, on its left edge; a comfortable line length for the fields. */
const formStyles = css`
  max-width: 40rem;
  margin-bottom: ${space.xxl};
`;
