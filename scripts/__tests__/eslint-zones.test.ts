/**
 * The import boundaries of eslint.config.mjs (STYLE §1): each case lints one line of source as if it sat at a given
 * path, through ESLint's own command line (the configuration is an ES module, which Jest's CommonJS cannot load).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** The messages ESLint gives `source` placed at `file` (a path inside the repository; no file is written). */
function lint(file: string, source: string): string[] {
  const run = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/eslint/bin/eslint.js"), "--format", "json", "--stdin", "--stdin-filename", file],
    {
      cwd: root,
      input: source,
      encoding: "utf8",
    },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const uses = (name: string) => `export const probe = ${name};\n`;

describe("import boundaries", () => {
  it("refuse a feature importing another feature's inside, and allow its index", () => {
    expect(lint("src/features/shop/rules.ts", `import { receiptTime } from "../consent/receipt-time";\n${uses("receiptTime")}`)).toEqual([
      expect.stringContaining("Import another feature through its index.ts"),
    ]);
    expect(lint("src/features/shop/components/x.tsx", `import { loadConsent } from "../../consent/lazy";\n${uses("loadConsent")}`)).toHaveLength(1);
    expect(lint("src/features/shop/components/x.tsx", `import { useAuth } from "../../account";\n${uses("useAuth")}`)).toEqual([]);
    expect(lint("src/features/shop/components/x.tsx", `import { subtotal } from "../rules";\n${uses("subtotal")}`)).toEqual([]);
  });

  it("let pages, templates and the layout reach a feature only through its index", () => {
    expect(lint("src/pages/x.tsx", `import { SignInForm } from "../features/account/components/sign-in-form";\n${uses("SignInForm")}`)).toEqual([
      expect.stringContaining("through its index.ts"),
    ]);
    expect(lint("src/app/layout/x.tsx", `import { SignInForm } from "../../features/account";\n${uses("SignInForm")}`)).toEqual([]);
  });

  it("keep src/shared free of features, and src/shared/lib free of React and components", () => {
    expect(lint("src/shared/ui/x.tsx", `import { useAuth } from "../../features/account";\n${uses("useAuth")}`)).toHaveLength(1);
    expect(lint("src/shared/lib/x.ts", `import { useState } from "react";\n${uses("useState")}`)).toHaveLength(1);
    expect(lint("src/shared/lib/x.ts", `import { Dialog } from "../ui/dialog";\n${uses("Dialog")}`)).toHaveLength(1);
    expect(lint("src/shared/lib/x.ts", `import { STORAGE_KEYS } from "./constants";\n${uses("STORAGE_KEYS")}`)).toEqual([]);
  });

  it("keep the build's code out of the site", () => {
    expect(lint("src/features/blog/components/x.tsx", `import { feed } from "../../../node/feed";\n${uses("feed")}`)).toHaveLength(1);
  });

  it("keep each feature's build.ts out of the site, and let it use the build's shared glue", () => {
    const buildOnly = expect.stringContaining("build.ts is build-time code");
    const pages = (from: string) => `import { pages } from "${from}";\n${uses("pages")}`;
    expect(lint("src/features/blog/components/x.tsx", pages("../build"))).toEqual([buildOnly]);
    expect(lint("src/features/pricing/index.ts", `export { priceResolvers } from "./build";\n`)).toEqual([buildOnly]);
    expect(lint("src/shared/ui/x.tsx", pages("../../features/pricing/build"))).toContainEqual(buildOnly);
    expect(lint("src/templates/x.tsx", pages("../features/careers/build"))).toContainEqual(buildOnly);
    expect(lint("src/features/search/build.ts", pages("../../node/page-specs"))).toEqual([]);
    expect(lint("src/features/blog/__tests__/build.test.ts", pages("../build"))).toEqual([]);
  });
});
