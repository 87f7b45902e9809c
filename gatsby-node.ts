/**
 * Gatsby Node APIs: content check before sourcing (onPreBootstrap), the explicit schema
 * (createSchemaCustomization), the MDX collection field (onCreateNode), page creation (createPages) and the
 * /index/ alias of the home page (onPostBuild).
 * Each hook delegates to a module in src/node/.
 */
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

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<{ siteYaml: { name: string } | null; site: { siteMetadata: { siteUrl: string } } | null }>(
    `query IndexAlias { siteYaml { name } site { siteMetadata { siteUrl } } }`,
  );
  writeIndexAlias(path.resolve("public"), result.data?.siteYaml?.name ?? "Home", result.data?.site?.siteMetadata.siteUrl ?? "");
};
