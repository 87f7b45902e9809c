import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JobDetail } from "../components/careers/job-detail";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/page/breadcrumbs";
import { Seo } from "../components/seo/seo";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { useSite } from "../hooks/use-site";
import { jobPostingJsonLd } from "../lib/job-posting";
import { careerDetailPath, routes } from "../lib/routes";

type Data = Queries.CareerDetailPageQuery;

export default function CareerDetailTemplate({ data }: PageProps<Data>) {
  const { site } = useSite();
  const copy = usePageCopy("careerDetail");
  const job = data.jobsYaml;
  if (!job) return null;
  const w = (key: string) => pageString(copy, key);
  return (
    <Layout>
      <Breadcrumbs
        label={site.labels.breadcrumb}
        trail={[{ label: site.labels.home, to: routes.home }, { label: w("careers"), to: routes.career }, { label: job.name }]}
      />
      <JobDetail
        job={{ ...job, id: job.yamlId }}
        benefits={data.allBenefitsYaml.nodes}
        words={{
          tasks: w("tasks"),
          requirements: w("requirements"),
          benefits: w("benefits"),
          details: w("details"),
          type: w("type"),
          location: w("location"),
          salary: w("salary"),
          apply: w("apply"),
        }}
      />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const { site, siteUrl } = useSite();
  const copy = usePageCopy("careerDetail");
  const job = data.jobsYaml;
  if (!job) return null;
  // schema.org JobPosting, so the opening can appear in job search.
  const posting = jobPostingJsonLd({ ...job, id: job.yamlId }, site, {
    siteUrl,
    logo: "/apple-touch-icon.png",
    headings: { tasks: pageString(copy, "tasks"), requirements: pageString(copy, "requirements") },
  });
  return <Seo title={job.name} description={job.summary} path={careerDetailPath(job.yamlId)} jsonLd={posting} />;
}

export const query = graphql`
  query CareerDetailPage($jobId: String!) {
    jobsYaml(yamlId: { eq: $jobId }) {
      yamlId
      name
      type
      location
      city
      country
      salary
      posted
      summary
      desc
      tasks
      requirements
    }
    allBenefitsYaml {
      nodes {
        title
        description
      }
    }
  }
`;
