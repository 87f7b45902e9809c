/**
 * Blog list pages made from data: /blog-category/{category slug}/ for every category and /blog-author/{author}/ for
 * every author. Called from createPages in gatsby-node.ts.
 */
import path from "node:path";
import { categorySlug, familyPagePath } from "../../shared/lib/routes";
import { createAll, runQuery, type PageSpec, type PagesArgs } from "./types";

const categoryTemplate = path.resolve("src/templates/blog-category.tsx");
const authorTemplate = path.resolve("src/templates/blog-author.tsx");

export function blogCategoryPages(categories: readonly { name: string }[]): PageSpec[] {
  return categories.map(({ name }) => ({
    path: familyPagePath("blogCategory", categorySlug(name)),
    component: categoryTemplate,
    context: { name },
  }));
}

export function blogAuthorPages(authors: readonly { yamlId: string }[]): PageSpec[] {
  return authors.map(({ yamlId }) => ({
    path: familyPagePath("blogAuthor", yamlId),
    component: authorTemplate,
    context: { authorId: yamlId },
  }));
}

export async function createBlogListPages(args: PagesArgs): Promise<void> {
  const data = await runQuery<{ allCategoriesYaml: { nodes: { name: string }[] }; allAuthorsYaml: { nodes: { yamlId: string }[] } }>(
    args,
    "blog categories and authors",
    `query CreateBlogListPages {
      allCategoriesYaml { nodes { name } }
      allAuthorsYaml { nodes { yamlId } }
    }`,
  );
  if (!data) return;
  createAll(args, [...blogCategoryPages(data.allCategoriesYaml.nodes), ...blogAuthorPages(data.allAuthorsYaml.nodes)]);
}
