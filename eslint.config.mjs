// Lint rules: TypeScript (strict, type-aware off for speed), React hooks and jsx-a11y on every component, and the
// import boundaries between the folders (STYLE §1).
import fs from "node:fs";
import { builtinModules } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (STYLE §1, docs/architecture.md), checked with ESLint's own no-restricted-imports on the import
 * text (`regex` patterns). Paths are relative; the folder names these patterns look for (node, app, features, the
 * feature names, shared's ui/forms/hooks/on-demand/overlays) name no other folder under src/, so any number of "../"
 * reaches the same folder. A later block replaces an earlier block's options for the same file, so each block lists
 * every rule its files follow. Dynamic import() is not checked by this rule.
 */
const into = (...folders) => `^(\\.\\./)+(${folders.join("|")})(/|$)`;
const restrict = (...patterns) => ["error", { patterns }];
const FEATURES = fs.readdirSync(new URL("./src/features/", import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const noNode = { regex: into("node"), message: "src/node is build-time code for gatsby-node.ts; the site never imports it." };
/** A feature's build.ts (and its tests) runs in gatsby-node only: the site never imports it, from any folder. */
const noBuild = {
  regex: "^(\\.{1,2}/)+(.*/)?build(\\.ts)?$",
  message: "A feature's build.ts is build-time code for gatsby-node.ts; the site never imports it.",
};
const BUILD_FILES = ["src/features/*/build.ts", "src/features/*/__tests__/build.test.ts"];
const noComponents = { regex: into("ui", "forms"), message: "Hooks do not import components; move the shared type or value into src/shared/lib." };
const noFeatureOrApp = { regex: into("features", "app"), message: "src/shared is shared by the features: it imports no feature and not the app." };
const noUiInLib = {
  regex: into("ui", "forms", "hooks", "on-demand", "overlays", "features", "app", "node"),
  message: "src/shared/lib is pure TypeScript: it imports no components, hooks, state, feature or build code (move the shared piece into src/shared/lib).",
};
const noReactInLib = { regex: "^(react|react-dom|gatsby)(/.*)?$", message: "src/shared/lib imports no React and no Gatsby (STYLE §1)." };
// src/shared/lib ships to the browser: its modules use no Node built-ins (its tests may, to read fixtures).
const noBuiltins = {
  regex: `^(node:.*|${builtinModules.filter((m) => !m.startsWith("_")).join("|").replace(/\//g, "\\/")})$`,
  message: "src/shared/lib runs in the browser: no Node built-ins outside its tests.",
};
/** From pages, templates, the app and the gatsby-* files: a feature only through its index.ts. */
const onlyFeatureIndex = {
  regex: "^(\\./|\\.\\./)+(src/)?features/[^/]+/.",
  message: "Import a feature through its index.ts (src/features/<feature>), never from its inside.",
};
/** From inside feature `own`: another feature only through its index.ts. */
const noOtherFeatureInside = (own) => ({
  regex: `^(\\.\\./)+(features/)?(?!${own}/)(${FEATURES.join("|")})/.`,
  message: "Import another feature through its index.ts (../../<feature>), never from its inside.",
});
const featureBlocks = FEATURES.flatMap((feature) => [
  {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: BUILD_FILES,
    rules: { "no-restricted-imports": restrict(noNode, noBuild, noOtherFeatureInside(feature)) },
  },
  // Its build.ts runs in gatsby-node beside src/node, whose shared glue (page-specs.ts) it uses.
  { files: BUILD_FILES.map((file) => file.replace("*", feature)), rules: { "no-restricted-imports": restrict(noOtherFeatureInside(feature)) } },
]);
// server/ shares nothing with src/ but the API contract (api-contract.ts and the schemas of api-schemas.ts). Its
// files sit at different depths, so the number of "../" that leaves server/ is fixed per depth: one block per depth.
const serverBlocks = [1, 2, 3, 4].map((depth) => ({
  files: [`server/${"*/".repeat(depth - 1)}*.{ts,mts,js,mjs}`],
  rules: {
    "no-restricted-imports": restrict({
      regex: `^(\\.\\./){${depth}}(?!src/lib/api-(contract|schemas)(\\.[jt]s)?$)`,
      message: "server/ imports only src/lib/api-contract.ts and api-schemas.ts from outside server/.",
    }),
  },
}));

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "server/dist*/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/", ".data/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }] },
  },
  {
    // CommonJS files Jest loads directly.
    files: ["jest.config.js", "jest-preprocess.js", "jest.loadershim.js", "__mocks__/**", "src/node/*.cjs"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "jest.setup.ts", "__mocks__/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["src/shared/lib/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
    ignores: ["src/shared/lib/**/__tests__/**", "src/lib/**/__tests__/**"],
    rules: { "no-restricted-imports": restrict(noUiInLib, noBuiltins, noReactInLib) },
  },
  { files: ["src/shared/lib/**/__tests__/**/*.{ts,tsx}", "src/lib/**/__tests__/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(noUiInLib) } },
  { files: ["src/shared/hooks/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(noComponents, noNode, noBuild, noFeatureOrApp) } },
  {
    files: ["src/shared/{ui,forms,on-demand,overlays,store}/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(noNode, noBuild, noFeatureOrApp) },
  },
  {
    files: ["src/{app,pages,templates}/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: { "no-restricted-imports": restrict(noNode, noBuild, onlyFeatureIndex) },
  },
  { files: ["src/{styles,types}/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(noNode, noBuild) } },
  ...featureBlocks,
  ...serverBlocks,
  {
    // The request schemas are TypeBox values for the server; the site takes their types only, so TypeBox stays out
    // of every browser bundle (this rule is typescript-eslint's, which tells `import type` apart; it sits beside the
    // folder rules above without replacing them).
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)api-schemas(\\.[jt]s)?$",
              allowTypeImports: true,
              message: "The site imports only types from api-schemas.ts (TypeBox stays on the server); limits live in api-contract.ts.",
            },
          ],
        },
      ],
    },
  },
);
