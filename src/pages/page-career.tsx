import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BenefitList } from "../features/careers/components/benefit-list";
import { JobList } from "../features/careers/components/job-list";
import { CopyHead } from "../features/marketing/components/copy-head";
import { CopyPage } from "../features/marketing/components/copy-page";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { routes } from "../shared/lib/routes";

type Data = Queries.CareerPageQuery;

export default function CareerPage({ data }: PageProps<Data>) {
  const page = requirePage(data.pagesYaml, "career");
  const words = pickStrings(page, ["benefits", "openings"] as const);
  const jobs = data.allJobsYaml.nodes.map((job) => ({ ...job, id: job.yamlId }));
  return (
    <CopyPage page={page}>
      <BenefitList heading={words.benefits} benefits={data.allBenefitsYaml.nodes} />
      <JobList heading={words.openings} jobs={jobs} />
    </CopyPage>
  );
}

export const Head = ({ data }: HeadProps<Data>) => <CopyHead page={requirePage(data.pagesYaml, "career")} path={routes.career} />;

export const query = graphql`
  query CareerPage {
    pagesYaml(key: { eq: "career" }) {
      ...PageCopy
    }
    allJobsYaml {
      nodes {
        yamlId
        name
        type
        location
        city
        salary
        summary
      }
    }
    allBenefitsYaml {
      nodes {
        title
        description
      }
    }
  }
`;
