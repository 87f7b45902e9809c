/**
 * The blog's pages, made at build time (createPages in gatsby-node.ts; never imported by the site):
 * - article pages: /blog-details/{id}/ and the third layout /blog-details-3/{id}/, one pair per MDX post, both
 *   from one template told its layout in the context, each with the node ids of its older and newer neighbours;
 * - list pages made from data: /blog-category/{category}/ for every category and /blog-author/{author}/ for every
 *   author.
 */
import path from "node:path";
import { createAll, runQuery, withContent, type PageSpec, type PagesArgs } from "../../node/page-specs";
import { neighbours, newestFirst, relatedPosts, THIRD_LAYOUT_NEIGHBOUR_ID } from "../../shared/lib/posts";
import { familyPagePath } from "../../shared/lib/routes";
import type { ArticleLayoutName } from "./article-layouts";

const template = path.resolve("src/templates/blog-details.tsx");
const categoryTemplate = path.resolve("src/templates/blog-category.tsx");
const authorTemplate = path.resolve("src/templates/blog-author.tsx");

export interface PostNode {
  id: string;
  frontmatter: { id: string | null; date: string | null; category: { name: string } | null };
  internal: { contentFilePath: string | null };
}

export function blogDetailsPages(nodes: readonly PostNode[]): PageSpec[] {
  const posts = newestFirst(
    nodes.flatMap((node) =>
      node.frontmatter.id && node.frontmatter.date && node.internal.contentFilePath
        ? [
            {
              id: node.frontmatter.id,
              date: node.frontmatter.date,
              category: node.frontmatter.category?.name ?? "",
              nodeId: node.id,
              file: node.internal.contentFilePath,
            },
          ]
        : [],
    ),
  );
  const first = posts.find((post) => post.id === THIRD_LAYOUT_NEIGHBOUR_ID) ?? null;
  return posts.flatMap((post) => {
    const { previous, next } = neighbours(posts, post.id);
    // Empty strings match no node, so the template's neighbour queries answer null at the ends of the list.
    const relatedIds = relatedPosts(posts, post.id).map((p) => p.nodeId);
    const context = {
      layout: "standard" satisfies ArticleLayoutName,
      id: post.nodeId,
      relatedIds,
      previousId: previous?.nodeId ?? "",
      nextId: next?.nodeId ?? "",
    };
    // The third layout's Prev and Next both lead to the first post (SPEC §2).
    const context3 = { ...context, layout: "alternate" satisfies ArticleLayoutName, previousId: first?.nodeId ?? "", nextId: first?.nodeId ?? "" };
    const component = withContent(template, post.file);
    return [
      { path: familyPagePath("blogDetails", post.id), component, context },
      { path: familyPagePath("blogDetails3", post.id), component, context: context3 },
    ];
  });
}

export async function createBlogDetailsPages(args: PagesArgs): Promise<void> {
  const data = await runQuery<{ allPost: { nodes: PostNode[] } }>(
    args,
    "blog posts",
    `query CreateBlogDetailsPages {
      allPost {
        nodes { id frontmatter { id date(formatString: "YYYY-MM-DD") category { name } } internal { contentFilePath } }
      }
    }`,
  );
  if (data) createAll(args, blogDetailsPages(data.allPost.nodes));
}

export function blogCategoryPages(categories: readonly { name: string }[]): PageSpec[] {
  return categories.map(({ name }) => ({
    path: familyPagePath("blogCategory", name),
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
