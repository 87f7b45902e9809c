// `npm test`: the whole suite, stopping at the first failure, with the time each step took.
// First the checks that need no build, two at a time (each keeps about one core busy): typecheck (site and
// server), lint, unit tests (Jest) and API tests (node:test on the embedded database; with TEST_DATABASE_URL set,
// on that PostgreSQL server). Their output is held back and printed whole when each ends, so it never interleaves.
// Then, one at a time: production build → browser tests (Playwright on the build served by the API service) →
// a build of a copy with one new MDX post, checked on every list it must reach.
import { spawn } from "node:child_process";
import process from "node:process";

/** Steps of one stage run side by side, at most `together` at once; stages run in order. */
const stages = [
  {
    together: 2,
    steps: [
      ["Type check", "npm", ["run", "--silent", "typecheck"]],
      ["API tests", "npm", ["run", "--silent", "test:api"]],
      ["Lint", "npx", ["eslint", "."]],
      ["Unit tests", "npx", ["jest"]],
    ],
  },
  { together: 1, steps: [["Production build", "npx", ["gatsby", "build"]]] },
  { together: 1, steps: [["Browser tests", "npx", ["playwright", "test"]]] },
  { together: 1, steps: [["New post without code change", "node", ["scripts/fixture-post.mjs"]]] },
];

const env = { ...process.env, CI: process.env.CI ?? "1" };
const seconds = (ms) => (ms / 1000).toFixed(1);
const timings = [];
const running = new Set();

/** Runs one step; alone it prints as it goes, beside others its output is printed when it ends. */
function run([name, cmd, args], alone) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}${alone ? "" : " (output when it ends)"}`);
    const started = Date.now();
    const child = spawn(cmd, args, { env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    running.add(child);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      const took = seconds(Date.now() - started);
      if (!alone) console.log(`\n── ${name} (${took} s) ──\n${Buffer.concat(output).toString().trimEnd()}`);
      timings.push(`${name}: ${took} s`);
      resolve({ name, took, ok: code === 0, code: code ?? (signal ? 1 : 0) });
    });
  });
}

function stopOthers() {
  for (const child of running) child.kill("SIGTERM");
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

const suiteStarted = Date.now();
for (const { together, steps } of stages) {
  const queue = [...steps];
  let failed = null;
  const lane = async () => {
    while (queue.length > 0 && !failed) {
      const result = await run(queue.shift(), together === 1);
      if (!result.ok && !failed) {
        failed = result;
        stopOthers();
      }
    }
  };
  const stageStarted = Date.now();
  await Promise.all(Array.from({ length: Math.min(together, steps.length) }, lane));
  if (steps.length > 1) timings.push(`  (these ${steps.length} steps, ${together} at a time: ${seconds(Date.now() - stageStarted)} s)`);
  if (failed) {
    console.error(`\n✖ ${failed.name} failed after ${failed.took} s.\n  ${timings.join("\n  ")}`);
    process.exit(failed.code || 1);
  }
}
console.log(`\n✔ All steps passed in ${seconds(Date.now() - suiteStarted)} s.\n  ${timings.join("\n  ")}`);
