/**
 * Fields added to every MDX node (gatsby-node's onCreateNode): `collection`, the gatsby-source-filesystem
 * instance the file came from ("blog", "legal"), so queries can tell posts from legal pages; `readingMinutes`,
 * the post's reading time from its body (0 for an empty body). And one field computed when queried, `Mdx.hasBody`,
 * so an article can show "coming soon" for a post without a body without downloading the body's source.
 */
import type { GatsbyNode } from "gatsby";
import { readingMinutes, wordCount } from "../features/blog/reading-time";

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

/** For gatsby-node's createResolvers: `Mdx.hasBody`, resolved from the node at query time. */
export const mdxResolvers = {
  Mdx: { hasBody: { type: "Boolean!", resolve: hasBody } },
};
