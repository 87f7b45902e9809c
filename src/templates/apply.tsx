import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/page/breadcrumbs";
import { LinkRow } from "../components/page/link-row";
import { PageHeader } from "../components/page/page-header";
import { Seo } from "../components/seo/seo";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { useSite } from "../hooks/use-site";
import { applyPath, careerDetailPath, routes } from "../lib/routes";

type Data = Queries.ApplyPageQuery;

export default function ApplyTemplate({ data }: PageProps<Data>) {
  const { site } = useSite();
  const copy = usePageCopy("apply");
  const job = data.jobsYaml;
  if (!job) return null;
  return (
    <Layout>
      <Breadcrumbs label={site.labels.breadcrumb} trail={[{ label: site.labels.home, to: routes.home }, { label: copy.heading }]} />
      <PageHeader heading={copy.heading} intro={copy.intro}>
        <p>
          <strong>{pageString(copy, "position")}:</strong> {job.name}
        </p>
        <LinkRow
          links={[
            { label: pageString(copy, "signIn"), to: routes.signIn },
            { label: pageString(copy, "details"), to: careerDetailPath(job.yamlId) },
          ]}
        />
      </PageHeader>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const job = data.jobsYaml;
  if (!job) return null;
  return <ApplyHead name={job.name} id={job.yamlId} />;
}

function ApplyHead({ name, id }: { name: string; id: string }) {
  const copy = usePageCopy("apply");
  return <Seo title={`${copy.title}: ${name}`} description={copy.description} path={applyPath(id)} noindex />;
}

export const query = graphql`
  query ApplyPage($jobId: String!) {
    jobsYaml(yamlId: { eq: $jobId }) {
      yamlId
      name
    }
  }
`;
