// `npm test`: the whole suite in order, stopping at the first failure, with the time each step took.
// typecheck (site and server) → lint → unit tests (Jest) → API tests (node:test on the embedded database; with
// TEST_DATABASE_URL set, on that PostgreSQL server) → production build → browser tests (Playwright on the build
// served by the API service) → a build of a copy with one new MDX post, checked on every list it must reach.
import { spawnSync } from "node:child_process";
import process from "node:process";

const steps = [
  ["Type check", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npx", ["eslint", "."]],
  ["Unit tests", "npx", ["jest"]],
  ["API tests", "npm", ["run", "--silent", "test:api"]],
  ["Production build", "npx", ["gatsby", "build"]],
  ["Browser tests", "npx", ["playwright", "test"]],
  ["New post without code change", "node", ["scripts/fixture-post.mjs"]],
];

const timings = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, CI: process.env.CI ?? "1" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ All steps passed.\n  ${timings.join("\n  ")}`);
