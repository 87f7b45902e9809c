/**
 * The search index (src/features/search/rules.ts), written during createPages to public/search-index.json
 * (SEARCH_INDEX_PATH, the address the search dialog fetches). Indexed: every article (title, description, category, tags, body text), every page with words
 * in data/pages.yaml and a route of its own (title, description), every job (title, summary).
 */
import fs from "node:fs";
import path from "node:path";
import { blogDetailsPath, careerDetailPath, routes } from "../../shared/lib/routes";
import { buildSearchIndex, mdxText, SEARCH_INDEX_PATH, type SearchSource } from "./rules";
import { runQuery, type PagesArgs } from "../../node/page-specs";

export interface SearchData {
  allPost: { nodes: { body: string; frontmatter: { id: string; title: string; desc: string; tags: string[] | null; category: { name: string } } }[] };
  allPagesYaml: { nodes: { key: string; title: string; description: string }[] };
  allJobsYaml: { nodes: { yamlId: string; name: string; summary: string }[] };
}

/** Pages not worth finding: the 404 page and the checkout (reached from the cart). */
const UNLISTED = new Set(["notFound", "shopCheckout", "homeAlias"]);

/** The entries to index, articles newest id last as the content holds them, then pages, then jobs. */
export function searchSources(data: SearchData): SearchSource[] {
  const paths = routes as Record<string, string>;
  return [
    ...data.allPost.nodes.map(({ body, frontmatter: f }) => ({
      g: "articles" as const,
      t: f.title,
      d: f.desc,
      u: blogDetailsPath(f.id),
      text: [f.category.name, ...(f.tags ?? []), mdxText(body)].join(" "),
    })),
    ...data.allPagesYaml.nodes
      .filter((page) => paths[page.key] !== undefined && !UNLISTED.has(page.key))
      .map((page) => ({ g: "pages" as const, t: page.title, d: page.description, u: paths[page.key] as string, text: "" })),
    ...data.allJobsYaml.nodes.map((job) => ({ g: "jobs" as const, t: job.name, d: job.summary, u: careerDetailPath(job.yamlId), text: "" })),
  ];
}

export async function writeSearchIndex(args: PagesArgs, publicDir = path.resolve("public")): Promise<void> {
  const data = await runQuery<SearchData>(
    args,
    "the articles, pages and jobs",
    `query SearchIndex {
      allPost(sort: { frontmatter: { date: ASC } }) {
        nodes { body frontmatter { id title desc tags category { name } } }
      }
      allPagesYaml { nodes { key title description } }
      allJobsYaml { nodes { yamlId name summary } }
    }`,
    "to build the search index",
  );
  if (!data) return;
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, SEARCH_INDEX_PATH), JSON.stringify(buildSearchIndex(searchSources(data))));
}
