import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JobDetail, jobPostingJsonLd } from "../features/careers";
import { Layout } from "../app/layout/layout";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";
import { Seo } from "../shared/ui/seo";
import { useSite } from "../shared/hooks/use-site";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { careerDetailPath, routes } from "../shared/lib/routes";

type Data = Queries.CareerDetailPageQuery;

const JOB_WORDS = ["careers", "tasks", "requirements", "benefits", "details", "type", "location", "salary", "apply"] as const;

export default function CareerDetailTemplate({ data }: PageProps<Data>) {
  const { careers, ...words } = pickStrings(requirePage(data.pagesYaml, "careerDetail"), JOB_WORDS);
  const job = data.jobsYaml;
  if (!job) return null;
  return (
    <Layout>
      <Breadcrumbs trail={[{ label: careers, to: routes.career }, { label: job.name }]} />
      <JobDetail job={{ ...job, id: job.yamlId }} benefits={data.allBenefitsYaml.nodes} words={words} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const { site, siteUrl } = useSite();
  const headings = pickStrings(requirePage(data.pagesYaml, "careerDetail"), ["tasks", "requirements"] as const);
  const job = data.jobsYaml;
  if (!job) return null;
  // schema.org JobPosting, so the opening can appear in job search.
  const posting = jobPostingJsonLd({ ...job, id: job.yamlId }, site, { siteUrl, logo: "/apple-touch-icon.png", headings });
  return <Seo title={job.name} description={job.summary} path={careerDetailPath(job.yamlId)} jsonLd={posting} />;
}

export const query = graphql`
  query CareerDetailPage($jobId: String!) {
    pagesYaml(key: { eq: "careerDetail" }) {
      ...PageCopy
    }
    jobsYaml(yamlId: { eq: $jobId }) {
      yamlId
      name
      type
      location
      city
      region
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
