import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the production build: the whole product (API service + built site, throwaway database)
 * on :9000 and a plain static host (no rewrites, no API) on :9001. Uses Debian's Chromium; no browser download.
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
    {
      command: "node e2e/support/product-server.mjs 9000",
      url: "http://127.0.0.1:9000/api/health",
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      // SIGTERM lets the wrapper stop the server and remove its throwaway data folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
    { command: "node e2e/support/static-host.mjs 9001", url: "http://127.0.0.1:9001/", reuseExistingServer: !process.env.CI, timeout: 30_000 },
  ],
});
