/**
 * What gatsby-node's onCreateNode adds for each MDX file. Fields on the Mdx node: `collection`, the
 * gatsby-source-filesystem instance the file came from ("blog", "legal"); `readingMinutes`, the reading time of its
 * body (0 for an empty body). And a child node of the file's kind (content-model.ts `mdxKinds`): a `Post` or a
 * `LegalPage`, which pages and templates query. Its frontmatter has its own type with the required fields non-null
 * (schema.ts), and a Post carries its reading time, its body (for the search index) and `hasBody`, so an article
 * can show "coming soon" for a post without a body without downloading the body's source.
 */
import type { GatsbyNode } from "gatsby";
import { readingMinutes, wordCount } from "../features/blog/reading-time";
import { mdxKinds } from "./content-model";

export interface MdxFields {
  collection: string;
  readingMinutes: number;
}

/** The fields of one MDX node, given the File node it was made from (undefined when Gatsby has none). */
export function mdxFields(node: Readonly<Record<string, unknown>>, file: Readonly<Record<string, unknown>> | undefined): MdxFields {
  const collection = file && typeof file.sourceInstanceName === "string" ? file.sourceInstanceName : "unknown";
  const body = typeof node.body === "string" ? node.body : "";
  return { collection, readingMinutes: readingMinutes(wordCount(body)) };
}

export const addMdxFields: NonNullable<GatsbyNode["onCreateNode"]> = ({ node, getNode, actions }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const fields = mdxFields(node, getNode(node.parent));
  actions.createNodeField({ node, name: "collection", value: fields.collection });
  actions.createNodeField({ node, name: "readingMinutes", value: fields.readingMinutes });
};

/** Whether an MDX node has a body (a post can be listed before it is written). */
export const hasBody = (node: Readonly<Record<string, unknown>>): boolean => typeof node.body === "string" && node.body.trim().length > 0;

/** The content of the Post or LegalPage node made from an MDX node, or null for a file of no known kind. */
export function contentNode(node: Readonly<Record<string, unknown>>, fields: MdxFields): { type: string; content: Record<string, unknown> } | null {
  const kind = mdxKinds.find((k) => k.collection === fields.collection);
  if (!kind) return null;
  const frontmatter = node.frontmatter ?? {};
  if (kind.typeName === "LegalPage") return { type: kind.typeName, content: { frontmatter } };
  const body = typeof node.body === "string" ? node.body : "";
  return { type: kind.typeName, content: { frontmatter, readingMinutes: fields.readingMinutes, hasBody: hasBody(node), body } };
}

export const addContentNode: NonNullable<GatsbyNode["onCreateNode"]> = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const made = contentNode(node, mdxFields(node, getNode(node.parent)));
  if (!made) return;
  const child = {
    ...made.content,
    id: createNodeId(`${node.id} >>> ${made.type}`),
    parent: node.id,
    children: [],
    // The MDX file: createPages gives it to gatsby-plugin-mdx as the page's body (`?__contentFilePath=`).
    internal: { type: made.type, contentDigest: createContentDigest(made.content), contentFilePath: node.internal.contentFilePath },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child });
};
