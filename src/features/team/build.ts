/**
 * What gatsby-node does for the team console (issue 44): its page at /team/ answers every address under it, in
 * the browser (Gatsby's match path); the service sends /team/index.html for them (server/src/site.ts).
 */
import type { Page } from "gatsby";
import { routes } from "../../shared/lib/routes";

/** The match path of the console's page: every address under /team/. */
export const CONSOLE_MATCH_PATH = `${routes.console}*`;

/** The console's page with its match path, or null for any other page (onCreatePage then leaves it alone). */
export function consolePage(page: Page): Page | null {
  if (page.path !== routes.console || page.matchPath === CONSOLE_MATCH_PATH) return null;
  return { ...page, matchPath: CONSOLE_MATCH_PATH };
}
