// `npm test`: the whole suite, stopping at the first failure, with the time each step took.
// Three steps run at a time on this two-core machine, each lane taking the first step in the list below whose
// prerequisites are done. The suite is bound by CPU: the browser tests alone keep both cores about 85 % busy (311 s
// of wall time, measured machine-wide from /proc/stat), and the whole suite nearly 100 %. What gates the end runs at
// normal priority: the production build first, beside typecheck and lint, then the unit tests, and the browser tests
// (Playwright on the build served by the API service) as soon as the build is done, with the Nu HTML Checker over
// every built page beside them. The API tests (node:test on the embedded database; with TEST_DATABASE_URL set, on
// that PostgreSQL server) run beside them at a lower priority and take the CPU time they leave. A writer's new post
// is checked by the unit tests without a build; the whole build of a copy with a new post is `npm run test:new-post`,
// which .ci/run runs after this suite.
// The browser tests print as they go; the other steps' output is held back and printed whole when each ends, so
// nothing interleaves. When a step fails, the end of its output is printed again as the very last thing, so that a
// log cut to its tail (as CI shows it) still says which test failed and why.
import { spawn } from "node:child_process";
import process from "node:process";
import { stripVTControlCharacters } from "node:util";

/** In order of preference; `after` names steps that must have passed first; `live` prints as it goes. */
const steps = [
  // First, beside typecheck and lint: the browser tests, the longest step, wait for it.
  { name: "Production build", cmd: "npx", args: ["gatsby", "build"] },
  { name: "Type check", cmd: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "Lint", cmd: "npx", args: ["eslint", "."] },
  { name: "Unit tests", cmd: "npx", args: ["jest"] },
  // Beside the build and the browser tests, at a lower priority: they take the CPU time those leave.
  { name: "API tests", cmd: "nice", args: ["-n", "10", "npm", "run", "--silent", "test:api"] },
  { name: "Browser tests", cmd: "npx", args: ["playwright", "test"], after: ["Production build"], live: true },
  // The Nu HTML Checker over every built page (scripts/check-html.mjs): one JVM, 4–5 s of CPU, in the lane the
  // browser tests leave free.
  { name: "HTML conformance", cmd: "nice", args: ["-n", "10", "node", "scripts/check-html.mjs"], after: ["Production build"] },
];
const LANES = 3;

const env = { ...process.env, CI: process.env.CI ?? "1" };
// Every step finds the same `node` first on its PATH: the one pinned in package.json (npm run puts node_modules/.bin first).
console.log(`npm test on Node ${process.version} (${process.execPath})`);
const suiteStarted = Date.now();
const seconds = (ms) => (ms / 1000).toFixed(1);
const at = () => `${seconds(Date.now() - suiteStarted)} s`;
const timings = [];
const running = new Set();
const passed = new Set();
const waiting = [...steps];
let failed = null;

/** Runs one step; a live step prints as it goes, the others print their output when they end. */
function run({ name, cmd, args, live = false }) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${name} (at ${at()}): ${cmd} ${args.join(" ")}${live ? "" : " (output when it ends)"}`);
    const started = Date.now();
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    const output = [];
    const keep = (stream) => (chunk) => {
      output.push(chunk);
      if (live) stream.write(chunk);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("close", (code, signal) => {
      running.delete(child);
      const took = seconds(Date.now() - started);
      if (!live) console.log(`\n── ${name} (${took} s, ended at ${at()}) ──\n${Buffer.concat(output).toString().trimEnd()}`);
      timings.push(`${name}: ${took} s`);
      resolve({ name, took, ok: code === 0, code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() });
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

/** Lanes waiting for a prerequisite; every step's end wakes them. */
const sleepers = new Set();
const wake = () => {
  for (const resume of sleepers) resume();
  sleepers.clear();
};
const nextReady = () => waiting.findIndex((step) => (step.after ?? []).every((name) => passed.has(name)));

async function lane() {
  while (waiting.length > 0 && !failed) {
    const index = nextReady();
    if (index < 0) {
      if (running.size === 0) throw new Error(`No step can start: ${waiting.map((s) => s.name).join(", ")} wait for steps that never ran.`);
      await new Promise((resolve) => sleepers.add(resolve));
      continue;
    }
    const [step] = waiting.splice(index, 1);
    const result = await run(step);
    if (result.ok) passed.add(step.name);
    else if (!failed) {
      failed = result;
      stopOthers();
    }
    wake();
  }
  wake();
}

await Promise.all(Array.from({ length: LANES }, lane));
/** The last lines a failed step printed, without colour codes. */
const TAIL_LINES = 120;
const tail = (text) => stripVTControlCharacters(text).trimEnd().split("\n").slice(-TAIL_LINES).join("\n");

if (failed) {
  console.error(`\n── The last ${TAIL_LINES} lines of ${failed.name}, again ──\n${tail(failed.output)}`);
  console.error(`\n✖ ${failed.name} failed after ${failed.took} s (suite ran ${at()}).\n  ${timings.join("\n  ")}`);
  process.exit(failed.code || 1);
}
console.log(`\n✔ All steps passed on Node ${process.version} in ${at()} (${LANES} at a time).\n  ${timings.join("\n  ")}`);
