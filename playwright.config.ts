import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { PRODUCT_ORIGIN, PRODUCT_PORT, STATIC_ORIGIN, STATIC_PORT } from "./e2e/support/ports";

/**
 * Browser tests against the production build: the whole product (API service + built site, throwaway database)
 * on :9000 and a plain static host (no rewrites, no API) on :9001 (E2E_PORT moves both, see e2e/support/ports.ts). Uses Debian's Chromium; no browser download.
 */

/**
 * Debian's chromium-headless-shell: the same Chromium engine without the desktop browser around it, which is what
 * Playwright itself runs for headless tests. On two cores it runs the suite in about half the time of the full
 * browser (300 s against 558 s, measured), which stays the fallback when the package is missing.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Fixed fonts: the browser sees only Debian's fonts-dejavu-core (e2e/support/fonts.conf), so the screenshot
 * baselines are drawn alike on every machine, whatever other fonts it has.
 */
const FONTS = path.resolve("e2e/support/fonts.conf");
if (!fs.existsSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")) {
  throw new Error("The browser tests draw text with Debian's fonts-dejavu-core, which is not installed: apt-get install fonts-dejavu-core.");
}

export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    // Fixed, not taken from the machine's environment: the screenshots and any date the pages show must not depend
    // on the LANG or TZ of whichever machine runs the suite.
    locale: "en-US",
    timezoneId: "UTC",
    baseURL: PRODUCT_ORIGIN,
    launchOptions: {
      executablePath: CHROMIUM,
      env: { ...process.env, FONTCONFIG_FILE: FONTS },
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
    trace: "off",
  },
  webServer: [
    {
      command: `node e2e/support/product-server.mjs ${PRODUCT_PORT}`,
      url: `${PRODUCT_ORIGIN}/api/health`,
      reuseExistingServer: !process.env.CI,
      // Time to compile server/ first when server/dist is stale (half a minute or more on a busy machine), then start.
      timeout: 180_000,
      // SIGTERM lets the wrapper stop the server and remove its throwaway data folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
    { command: `node e2e/support/static-host.mjs ${STATIC_PORT}`, url: `${STATIC_ORIGIN}/`, reuseExistingServer: !process.env.CI, timeout: 30_000 },
  ],
});
