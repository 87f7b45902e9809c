import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/page/breadcrumbs";
import { LinkRow } from "../components/page/link-row";
import { PageHeader } from "../components/page/page-header";
import { Seo } from "../components/seo/seo";
import { pickStrings, requirePage } from "../lib/page-copy";
import { applyPath, careerDetailPath, routes } from "../lib/routes";
import { useAccountGuard } from "../state/auth/use-account-guard";

type Data = Queries.ApplyPageQuery;

export default function ApplyTemplate({ data }: PageProps<Data>) {
  const copy = requirePage(data.pagesYaml, "apply");
  const words = pickStrings(copy, ["position", "signIn", "details"] as const);
  const job = data.jobsYaml;
  // Signed-in members only (SPEC §2): a signed-out visitor goes to /sign-in and comes back here after signing in.
  const status = useAccountGuard("member");
  if (!job) return null;
  if (status !== "signedIn") {
    return (
      <Layout>
        <Breadcrumbs trail={[{ label: copy.heading }]} />
        <PageHeader heading={copy.heading} />
      </Layout>
    );
  }
  return (
    <Layout>
      <Breadcrumbs trail={[{ label: copy.heading }]} />
      <PageHeader heading={copy.heading} intro={copy.intro}>
        <p>
          <strong>{words.position}:</strong> {job.name}
        </p>
        <LinkRow
          links={[
            { label: words.signIn, to: routes.signIn },
            { label: words.details, to: careerDetailPath(job.yamlId) },
          ]}
        />
      </PageHeader>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const copy = requirePage(data.pagesYaml, "apply");
  const job = data.jobsYaml;
  if (!job) return null;
  return <Seo title={`${copy.title}: ${job.name}`} description={copy.description} path={applyPath(job.yamlId)} noindex />;
}

export const query = graphql`
  query ApplyPage($jobId: String!) {
    pagesYaml(key: { eq: "apply" }) {
      ...PageCopy
    }
    jobsYaml(yamlId: { eq: $jobId }) {
      yamlId
      name
    }
  }
`;
