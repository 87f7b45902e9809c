#!/usr/bin/env node
// Gestura original-artwork generator.
//
// Draws every illustration, icon and the intro video for the marketing site from our own
// SVG code (no downloaded or copied artwork, no real logos) and rasterises it with sharp.
// Output is deterministic (seeded random), so re-running produces the same files.
//
// The outputs are committed to the repository; the Gatsby build does NOT run this script.
// Run it by hand after changing the artwork code or adding blog posts:
//
//   node scripts/artwork/generate.mjs            # everything
//   node scripts/artwork/generate.mjs blog logos # only some steps (names below)
//
// What it writes (paths relative to the repository root):
//   blog          content/blog/*/cover.jpg and figure-N.jpg, as named in each index.mdx
//                 frontmatter (`cover`, `figures[].image`), 1280x853
//   authors       data/images/authors/<id>.jpg for each entry in data/authors.yaml
//   avatars       data/images/avatars/avatar-1..9.jpg (160x160 hero avatars)
//   testimonials  data/images/testimonials/person-1..3.jpg (200x200)
//   product       data/images/products/edge-hub.jpg + edge-hub-2..4.jpg (1200x1200)
//   badges        data/images/badges/app-store.svg, google-play.svg ("coming soon", 180x54)
//   logos         data/images/logos/logo-*.png (fictional organisations) and data/logos.yaml
//   integrations  data/images/integrations/*.png (generic 128x128 tiles, not brand marks)
//   timeline      data/images/timeline/timeline-1..4.jpg (800x600)
//   pages         data/images/about/hero.jpg, about/office-toronto.jpg, home/hero.jpg
//   features      data/images/features/feature-1..4.jpg (1200x800)
//   static        static/favicon-32.png, apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png
//   video         static/video/intro.webm (needs ffmpeg with libvpx-vp9; FFMPEG env var
//                 overrides /usr/bin/ffmpeg), intro-poster.jpg, intro.en.vtt
import path from "node:path";
import { fileURLToPath } from "node:url";
import { written } from "./lib.mjs";
import { generateBlog } from "./blog.mjs";
import { generateAuthors, generateHeroAvatars } from "./people.mjs";
import { generateBadges, generateLogos, generateIntegrations, generateStatic } from "./site.mjs";
import { generateProduct, generateTimeline, generateAboutAndHome, generateFeatures, generateTestimonials } from "./scenes.mjs";
import { generateVideo } from "./video.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const STEPS = {
  blog: generateBlog,
  authors: generateAuthors,
  avatars: generateHeroAvatars,
  testimonials: generateTestimonials,
  product: generateProduct,
  badges: generateBadges,
  logos: generateLogos,
  integrations: generateIntegrations,
  timeline: generateTimeline,
  pages: generateAboutAndHome,
  features: generateFeatures,
  static: generateStatic,
  video: generateVideo,
};

let warnings = 0;
const log = {
  info: (msg) => console.log(`  ${msg}`),
  warn: (msg) => {
    warnings++;
    console.warn(`  warning: ${msg}`);
  },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((s) => !STEPS[s]);
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(", ")}. Known: ${Object.keys(STEPS).join(", ")}`);
  process.exit(2);
}
const steps = requested.length ? requested : Object.keys(STEPS);

const started = Date.now();
const failed = [];
console.log(`Gestura artwork → ${ROOT}`);
for (const name of steps) {
  const t0 = Date.now();
  const before = written.length;
  console.log(`[${name}]`);
  try {
    await STEPS[name](ROOT, log);
  } catch (err) {
    failed.push(name);
    console.error(`  FAILED: ${err?.stack || err}`);
  }
  const files = written.slice(before);
  const kb = files.reduce((a, f) => a + f.bytes, 0) / 1024;
  console.log(`  ${files.length} files, ${kb.toFixed(0)} KB, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
const total = written.reduce((a, f) => a + f.bytes, 0);
console.log(
  `Done: ${written.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (warnings ? `, ${warnings} warning(s)` : "") +
    (failed.length ? `; FAILED steps: ${failed.join(", ")}` : ""),
);
if (failed.length) process.exitCode = 1;
