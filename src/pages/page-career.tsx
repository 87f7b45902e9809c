import { graphql, type PageProps } from "gatsby";
import { BenefitList } from "../components/careers/benefit-list";
import { JobList } from "../components/careers/job-list";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { pageString, usePageCopy } from "../hooks/use-page-copy";
import { routes } from "../lib/routes";

export default function CareerPage({ data }: PageProps<Queries.CareerPageQuery>) {
  const copy = usePageCopy("career");
  const jobs = data.allJobsYaml.nodes.map((job) => ({ ...job, id: job.yamlId }));
  return (
    <CopyPage pageKey="career">
      <BenefitList heading={pageString(copy, "benefits")} benefits={data.allBenefitsYaml.nodes} />
      <JobList heading={pageString(copy, "openings")} jobs={jobs} />
    </CopyPage>
  );
}

export const Head = () => <CopyHead pageKey="career" path={routes.career} />;

export const query = graphql`
  query CareerPage {
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
