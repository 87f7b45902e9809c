/** Shared shapes for the page-family modules called from gatsby-node's createPages. */
import type { CreatePagesArgs } from "gatsby";

export interface PageSpec {
  path: string;
  component: string;
  context: Record<string, string | readonly string[]>;
}

export type PagesArgs = Pick<CreatePagesArgs, "graphql" | "reporter" | "actions">;

/**
 * Runs a named query and stops the build with a sentence naming what failed when it returns errors:
 * "Could not load {what} {purpose}." (purpose defaults to "to create their pages").
 */
export async function runQuery<T>(args: Pick<PagesArgs, "graphql" | "reporter">, what: string, query: string, purpose = "to create their pages"): Promise<T | undefined> {
  const result = await args.graphql<T>(query);
  if (result.errors || !result.data) {
    args.reporter.panicOnBuild(`Could not load ${what} ${purpose}.`, result.errors);
    return undefined;
  }
  return result.data;
}

export function createAll(args: PagesArgs, pages: readonly PageSpec[]): void {
  for (const page of pages) args.actions.createPage(page);
}

/** Component path for an MDX-backed template: gatsby-plugin-mdx compiles the file named after `?__contentFilePath=`. */
export const withContent = (template: string, contentFilePath: string): string => `${template}?__contentFilePath=${contentFilePath}`;
