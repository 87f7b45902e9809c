/**
 * Career pages from data/jobs.yaml: /page-career-detail/{id}/ and the application form /page-apply/{id}/.
 * Called from createPages in gatsby-node.ts.
 */
import path from "node:path";
import { familyPagePath } from "../../shared/lib/routes";
import { createAll, runQuery, type PageSpec, type PagesArgs } from "../../node/page-specs";

const detailTemplate = path.resolve("src/templates/career-detail.tsx");
const applyTemplate = path.resolve("src/templates/apply.tsx");

export function careerPages(jobs: readonly { yamlId: string }[]): PageSpec[] {
  return jobs.flatMap(({ yamlId }) => [
    { path: familyPagePath("careerDetail", yamlId), component: detailTemplate, context: { jobId: yamlId } },
    { path: familyPagePath("apply", yamlId), component: applyTemplate, context: { jobId: yamlId } },
  ]);
}

export async function createCareerPages(args: PagesArgs): Promise<void> {
  const data = await runQuery<{ allJobsYaml: { nodes: { yamlId: string }[] } }>(
    args,
    "job openings",
    `query CreateCareerPages { allJobsYaml { nodes { yamlId } } }`,
  );
  if (data) createAll(args, careerPages(data.allJobsYaml.nodes));
}
