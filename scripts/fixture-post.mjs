// A writer's path, end to end: copy the project, add one new MDX post (no code change), run `gatsby build`, and
// check that the post is on /blog, /blog-classic, its category and author pages, in the feed, and linked as a
// neighbour by the post before it. `npm run test:new-post`, run by .ci/run after `npm test` (whose unit tests check the
// same path without a build: src/node/__tests__/new-post.test.ts); prints what it checked.
// FIXTURE_VERBOSE=1 shows the build's own output (its errors are always shown).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
// The site's own rule for a category's address (run with tsx: `npm run test:new-post`).
import { categorySlug } from "../src/shared/lib/routes.ts";

const root = path.resolve(import.meta.dirname, "..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-fixture-"));
const skip = new Set(["node_modules", "public", ".cache", ".git", "test-results", "playwright-report"]);

/** Each post's id and date, read from its frontmatter (quoted or not). */
const posts = fs
  .readdirSync(path.join(root, "content/blog"))
  .map((folder) => path.join(root, "content/blog", folder, "index.mdx"))
  .filter((file) => fs.existsSync(file))
  .map((file) => {
    const text = fs.readFileSync(file, "utf8");
    const field = (name) => new RegExp(`^${name}:\\s*"?([^"\\n]+)"?`, "m").exec(text)?.[1] ?? "";
    return { id: field("id"), date: field("date") };
  });
const newest = posts.reduce((a, b) => (b.date > a.date || (b.date === a.date && Number(b.id) > Number(a.id)) ? b : a));
const fixture = {
  // The next free id and the day after the newest post, so that a writer's new post never breaks this check.
  id: String(Math.max(...posts.map((post) => Number(post.id))) + 1),
  title: "Fixture Post: Signing Along in Science Class",
  category: "Inclusive Design",
  author: "maya-okafor",
  date: new Date(Date.parse(`${newest.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
  /** A word only the fixture's body holds: the built search index must find the post by it. */
  bodyWord: "photosynthesis",
};

/**
 * Whether the search index the build wrote (public/search-index.json) finds the address `link` by `word`,
 * with the site's own search function (src/features/search/rules.ts, run through tsx as the API tests are).
 */
function searchFinds(publicDir, word, link) {
  const file = path.join(publicDir, "search-index.json");
  if (!fs.existsSync(file)) return false;
  // src/ is CommonJS to Node (no "type": "module"), so the check requires it.
  const code = `const fs = require("node:fs"); const { search } = require(${JSON.stringify(path.join(root, "src/features/search/rules.ts"))});
    const index = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, "utf8"));
    process.stdout.write(JSON.stringify(search(index, ${JSON.stringify(word)}).map((hit) => hit.doc.u)));`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--eval", code], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) {
    console.error(run.stderr);
    return false;
  }
  return JSON.parse(run.stdout).includes(link);
}

function fail(message) {
  console.error(`✖ fixture post: ${message}`);
  process.exitCode = 1;
}

try {
  for (const entry of fs.readdirSync(root)) {
    if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"), "dir");

  const folder = path.join(work, `content/blog/${fixture.id}-fixture-post`);
  fs.mkdirSync(folder);
  fs.copyFileSync(path.join(root, "content/blog/31-roadmap/cover.jpg"), path.join(folder, "cover.jpg"));
  fs.writeFileSync(
    path.join(folder, "index.mdx"),
    `---
id: "${fixture.id}"
title: "${fixture.title}"
desc: "A post added by the test suite, to prove that a new MDX file reaches every list with no code change."
category: "${fixture.category}"
date: "${fixture.date}"
author: "${fixture.author}"
cover: "./cover.jpg"
coverAlt: "Abstract illustration used as the fixture post's cover"
tags: ["Fixture"]
---

A short body, so the post has a reading time of one minute and is not marked as coming soon. The class signed
the word ${fixture.bodyWord} together.
`,
  );

  console.log(`Building a copy of the site with a new post in ${work} …`);
  const build = spawnSync("npx", ["gatsby", "build"], {
    cwd: work,
    env: { ...process.env, GESTURA_SKIP_BROTLI: "1" },
    stdio: ["ignore", process.env.FIXTURE_VERBOSE ? "inherit" : "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error("gatsby build failed");

  const read = (p) => {
    const file = path.join(work, "public", p);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  };
  const detailsLink = `/blog-details/${fixture.id}/`;
  const checks = [
    ["its own page", read(`blog-details/${fixture.id}/index.html`).includes(fixture.title)],
    ["/blog", read("blog/index.html").includes(fixture.title)],
    ["/blog-classic", read("blog-classic/index.html").includes(fixture.title)],
    [`its category page (${fixture.category})`, read(`blog-category/${categorySlug(fixture.category)}/index.html`).includes(fixture.title)],
    [`its author page (${fixture.author})`, read(`blog-author/${fixture.author}/index.html`).includes(fixture.title)],
    ["the RSS feed", read("rss.xml").includes(`${fixture.title}</title>`)],
    // It is the newest post, so the one that was newest now has it as "Next".
    [`the Next link of post ${newest.id}, newest before it`, read(`blog-details/${newest.id}/index.html`).includes(`href="${detailsLink}"`)],
  ];
  checks.push(["the search index (by a word of its body)", searchFinds(path.join(work, "public"), fixture.bodyWord, detailsLink)]);
  for (const [where, ok] of checks) {
    if (ok) console.log(`  ✓ the new post appears on ${where}`);
    else fail(`the new post is missing from ${where}`);
  }
} catch (error) {
  fail(error.message);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
