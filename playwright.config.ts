import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the production build: `gatsby serve` on :9000 and a plain static host (no rewrites)
 * on :9001. Uses Debian's Chromium; no browser download.
 */
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
    baseURL: "http://127.0.0.1:9000",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
    trace: "off",
  },
  webServer: [
    { command: "npx gatsby serve -H 127.0.0.1 -p 9000", url: "http://127.0.0.1:9000/", reuseExistingServer: !process.env.CI, timeout: 60_000 },
    { command: "node e2e/support/static-host.mjs 9001", url: "http://127.0.0.1:9001/", reuseExistingServer: !process.env.CI, timeout: 30_000 },
  ],
});
