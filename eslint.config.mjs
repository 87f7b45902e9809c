// Lint rules: TypeScript (strict, type-aware off for speed), React hooks and jsx-a11y on every component.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/", ".data/"] },
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
    files: ["jest.config.js", "jest-preprocess.js", "jest.loadershim.js", "__mocks__/**"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "jest.setup.ts", "__mocks__/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
