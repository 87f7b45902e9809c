/**
 * Gatsby Node APIs: content check before sourcing (onPreBootstrap), the explicit schema
 * (createSchemaCustomization), the MDX collection field (onCreateNode), page creation (createPages) and the
 * /index/ alias of the home page (onPostBuild).
 * Each hook delegates to a module in src/node/.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeIndexAlias } from "./src/node/index-alias";
import { createBlogDetailsPages } from "./src/node/pages/blog-details";
import { createBlogListPages } from "./src/node/pages/blog-lists";
import { createCareerPages } from "./src/node/pages/careers";
import { createLegalPages } from "./src/node/pages/legal";
import { createProductPages } from "./src/node/pages/products";
import { buildTypeDefs } from "./src/node/schema";
import { validateContent } from "./src/node/validate";
import { readingMinutes, wordCount } from "./src/lib/reading-time";
import { blogDetailsPath, routes } from "./src/lib/routes";
import { rssFeed } from "./src/node/feed";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(process.cwd());
  if (problems.length > 0) {
    reporter.panic(`The content in data/ and content/ has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(buildTypeDefs());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent);
  const collection = file && typeof file.sourceInstanceName === "string" ? file.sourceInstanceName : "unknown";
  actions.createNodeField({ node, name: "collection", value: collection });
  const body = typeof node.body === "string" ? node.body : "";
  actions.createNodeField({ node, name: "readingMinutes", value: readingMinutes(wordCount(body)) });
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await Promise.all([
    createBlogDetailsPages(args),
    createBlogListPages(args),
    createCareerPages(args),
    createProductPages(args),
    createLegalPages(args),
  ]);
};

interface PostBuildData {
  siteYaml: { name: string; titleSeparator: string } | null;
  site: { siteMetadata: { siteUrl: string } } | null;
  pagesYaml: { title: string; description: string } | null;
  allMdx: {
    nodes: {
      frontmatter: { id: string; title: string; desc: string; date: string; category: { name: string }; author: { name: string } };
    }[];
  };
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<PostBuildData>(`
    query PostBuild {
      siteYaml {
        name
        titleSeparator
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
      pagesYaml(key: { eq: "blog" }) {
        title
        description
      }
      allMdx(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          frontmatter {
            id
            title
            desc
            date(formatString: "YYYY-MM-DD")
            category {
              name
            }
            author {
              name
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic("onPostBuild: could not read the site and the posts", result.errors);
    return;
  }
  const { siteYaml, site, pagesYaml, allMdx } = result.data;
  const name = siteYaml?.name ?? "Home";
  const siteUrl = site?.siteMetadata.siteUrl ?? "";
  writeIndexAlias(path.resolve("public"), name, siteUrl);
  const feed = rssFeed(
    {
      title: `${pagesYaml?.title ?? "Blog"}${siteYaml?.titleSeparator ?? " · "}${name}`,
      description: pagesYaml?.description ?? "",
      siteUrl,
      feedPath: routes.feed,
      language: "en",
    },
    allMdx.nodes.map(({ frontmatter: fm }) => ({
      id: fm.id,
      title: fm.title,
      desc: fm.desc,
      date: fm.date,
      category: fm.category.name,
      authorName: fm.author.name,
      url: blogDetailsPath(fm.id),
    })),
  );
  fs.writeFileSync(path.join(path.resolve("public"), routes.feed), feed);
};
