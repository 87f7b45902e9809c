/**
 * Legal pages from content/legal/*.mdx: /page-terms/, /page-privacy/, /page-cookie-policy/ (path from the
 * frontmatter slug). Called from createPages in gatsby-node.ts.
 */
import path from "node:path";
import { legalPath } from "../shared/lib/routes";
import { createAll, runQuery, withContent, type PageSpec, type PagesArgs } from "./page-specs";

const legalTemplate = path.resolve("src/templates/legal.tsx");

export interface LegalNode {
  id: string;
  frontmatter: { slug: string | null };
  internal: { contentFilePath: string | null };
}

export function legalPages(nodes: readonly LegalNode[]): PageSpec[] {
  return nodes.flatMap((node) =>
    node.frontmatter.slug && node.internal.contentFilePath
      ? [{ path: legalPath(node.frontmatter.slug), component: withContent(legalTemplate, node.internal.contentFilePath), context: { id: node.id } }]
      : [],
  );
}

export async function createLegalPages(args: PagesArgs): Promise<void> {
  const data = await runQuery<{ allLegalPage: { nodes: LegalNode[] } }>(
    args,
    "legal pages",
    `query CreateLegalPages {
      allLegalPage {
        nodes { id frontmatter { slug } internal { contentFilePath } }
      }
    }`,
  );
  if (data) createAll(args, legalPages(data.allLegalPage.nodes));
}
