/**
 * The suite's `test`: Playwright's, against the whole product on :9000 (the API service serving the built site on
 * a throwaway database). Pages opened on the plain static host (:9001, a CDN without an API) reach that same API
 * service for their `/api/` calls, the way a deployment with the site on a CDN would.
 */
import { test as base, expect } from "@playwright/test";

import { PRODUCT_ORIGIN, STATIC_ORIGIN } from "./ports";

export { PRODUCT_ORIGIN, STATIC_ORIGIN };
const STATIC_HOST_API = `${STATIC_ORIGIN}/api/**`;

export const test = base.extend({
  // Playwright's fixture callback is named `use`; it is not React's hook.
  page: async ({ page }, provide) => {
    // An uncaught error in the page fails the test: React reports a hydration it had to redo (#418, #421, #423)
    // this way, and each is a flash or a lost state a visitor would see.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    // The service sends each page a policy that runs only the build's scripts (server/src/lib/page-policy.ts):
    // anything it refuses is a script, style or call the page needed and a visitor would miss.
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    });
    await page.route(STATIC_HOST_API, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: PRODUCT_ORIGIN + url.pathname + url.search });
      await route.fulfill({ response });
    });
    await provide(page);
    // A count request can still be on its way when a short test ends.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    expect(errors, "errors thrown in the page").toEqual([]);
  },
});

export { expect };
