// Jest for a Gatsby site: Babel with Gatsby's preset (see jest-preprocess.js), jsdom, Gatsby mocks.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  // .mjs too: the bench scripts' helpers (scripts/lib) are ES modules for plain Node.
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|webm|mp4|vtt)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/e2e/", "<rootDir>/server/", "/__tests__/support/"],
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|photoswipe)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest.loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
