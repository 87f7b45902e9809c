/**
 * The suite's `test`: Playwright's, with the page answering `users/count` the way the API service does
 * (`{ success, msg, count }`). The site is served statically here, with no API behind it; a test that needs
 * another answer (a failure, a number) registers its own route, which takes precedence.
 */
import { test as base, expect } from "@playwright/test";

export const test = base.extend({
  // Playwright's fixture callback is named `use`; it is not React's hook.
  page: async ({ page }, provide) => {
    await page.route("**/api/users/count", (route) => route.fulfill({ json: { success: true, msg: "", count: 0 } }));
    await provide(page);
  },
});

export { expect };
