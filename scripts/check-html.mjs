// `node scripts/check-html.mjs`: the Nu HTML Checker over every built page (npm test runs it after the build).
// Exits 1 and names page, line and message for each error; the ignored messages (scripts/html-checker-ignores.yaml)
// are counted by reason. Needs Java 11 or later on the PATH.
import { spawnSync } from "node:child_process";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { describeError, pageFiles, readIgnores, sortMessages } from "./lib/html-checker.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const jar = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
const ignores = readIgnores(path.join(root, "scripts/html-checker-ignores.yaml"));

const files = pageFiles(publicDir);
if (files.length === 0) {
  console.error("No built pages in public/: run the build first.");
  process.exit(1);
}
const started = Date.now();
// The checker writes its JSON report to stderr; exit status 1 only says that it found errors. The JVM compiles with
// its quick compiler only and collects garbage on one thread: for this run of a few seconds that halves its CPU time
// (10–11 s against 4–5 s, three runs each), which the browser tests beside it use.
const run = spawnSync("java", ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss4m", "-jar", jar, "--errors-only", "--format", "json", ...files], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error || !run.stderr.trim().startsWith("{")) {
  console.error(`The Nu HTML Checker did not run: ${run.error?.message ?? run.stderr.slice(0, 2000)}`);
  process.exit(1);
}
const { errors, ignored } = sortMessages(JSON.parse(run.stderr), ignores);
const took = ((Date.now() - started) / 1000).toFixed(1);
for (const [reason, count] of ignored) console.log(`ignored ${count}: ${reason}`);
if (errors.length > 0) {
  for (const error of errors) console.error(describeError(error, publicDir));
  console.error(`\n✖ ${errors.length} HTML conformance error(s) on ${new Set(errors.map((e) => e.url)).size} of ${files.length} pages (${took} s).`);
  process.exit(1);
}
console.log(`✔ ${files.length} pages conform to HTML (Nu HTML Checker, ${took} s).`);
