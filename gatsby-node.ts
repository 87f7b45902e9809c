/**
 * Gatsby Node APIs: content check and the on-demand parts' words files before sourcing (onPreBootstrap), the explicit
 * schema (createSchemaCustomization), the MDX fields and the Post and LegalPage nodes (onCreateNode), the prices
 * written by the build (createResolvers), page creation (createPages, which also writes the
 * search index), and the RSS feed and the /index/ alias of the home page, then brotli copies of the text files
 * (onPostBuild); V8's compile hint on the scripts pages start with (onCreateWebpackConfig).
 * Each hook delegates to a module: a feature's own build step in src/features/<feature>/build.ts, the glue that
 * serves every feature in src/node/.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createBlogDetailsPages, createBlogListPages } from "./src/features/blog/build";
import { createCareerPages } from "./src/features/careers/build";
import { priceResolvers } from "./src/features/pricing/build";
import { writeSearchIndex } from "./src/features/search/build";
import { createProductPages } from "./src/features/shop/build";
import { CompileHintsPlugin } from "./src/node/compile-hints";
import { createLegalPages } from "./src/node/legal-pages";
import { addContentNode, addMdxFields } from "./src/node/mdx-fields";
import { writePostBuildFiles } from "./src/node/post-build";
import { precompressSite } from "./src/node/precompress";
import { buildTypeDefs } from "./src/node/schema";
import { validateContent } from "./src/node/validate";
import { writeWordFiles } from "./src/node/words";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(process.cwd());
  if (problems.length > 0) {
    reporter.panic(`The content in data/ and content/ has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    return;
  }
  const written = writeWordFiles();
  if (written.length > 0) reporter.info(`Wrote src/generated/words/ from data/: ${written.join(", ")} (commit them with your edit).`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(buildTypeDefs());
};

// A rest parameter, not (args, options, callback): Gatsby waits for the callback of a hook declared with three.
export const onCreateNode: GatsbyNode["onCreateNode"] = (...hook) => {
  void addMdxFields(...hook);
  void addContentNode(...hook);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(priceResolvers);
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await Promise.all([
    createBlogDetailsPages(args),
    createBlogListPages(args),
    createCareerPages(args),
    createProductPages(args),
    createLegalPages(args),
    writeSearchIndex(args),
  ]);
};

/**
 * Each article's body is a chunk of its own, named by Gatsby after its file ("component---src-templates-blog-details-
 * tsx-content-file-path-content-blog-…-index-mdx"); webpack's runtime, on every page, lists each chunk's file by
 * name, so every new post would add its long name to every page's JavaScript. Those chunks' files are named by
 * their id instead (the runtime then needs only the id and the hash). Every other chunk keeps its name.
 */
const chunkFilename = (data: { chunk?: { name?: string | null } }): string =>
  data.chunk?.name?.includes("-content-file-path-") ? "[id]-[contenthash].js" : "[name]-[contenthash].js";

/** Each name imported from a feature's index.ts comes from its own module (src/node/feature-imports.cjs). */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  const plugin = path.resolve("src/node/feature-imports.cjs");
  const { indexesHash } = createRequire(plugin)(plugin) as { indexesHash: () => string };
  // The hash re-keys Babel's cache when an index changes (see the plugin).
  actions.setBabelPlugin({ name: plugin, options: { indexes: indexesHash() } });
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig }) => {
  // setWebpackConfig ignores `output`: the whole configuration is replaced instead.
  if (stage === "build-javascript") {
    const config = getConfig() as { output: Record<string, unknown>; resolve?: { alias?: Record<string, unknown> }; plugins?: unknown[] };
    // Gatsby's app bundles its service-worker registration, which it requires only when a plugin asks for a service
    // worker (none does here): 1.2 kB that never runs, left out.
    const serviceWorker = path.resolve(".cache/register-service-worker");
    // Gatsby's Partytown plugin does its browser work in `gatsby develop` only, yet its requires put gatsby-script
    // and Partytown's snippet (5 kB) into every page; no page uses an off-main-thread script.
    const partytown = path.resolve("node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js");
    const alias = { ...config.resolve?.alias, [serviceWorker]: false, [partytown]: false };
    const resolve = { ...config.resolve, alias };
    // V8 compiles the scripts every page starts with as they stream in, off the main thread (src/node/compile-hints.ts).
    const withHints = [...(config.plugins ?? []), new CompileHintsPlugin()];
    // No source maps in the deploy (review 3 I1): they would publish the site's sources. A profiling build
    // (`GESTURA_SOURCE_MAPS=1`, for npm run profile:page) writes them without pointing the scripts at them; the
    // server refuses to send them either way (server/src/site.ts).
    const devtool = process.env.GESTURA_SOURCE_MAPS === "1" ? "hidden-source-map" : false;
    actions.replaceWebpackConfig({ ...config, devtool, resolve, plugins: withHints, output: { ...config.output, chunkFilename } });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writePostBuildFiles(args);
  // The test suite's build of a copy with a new post (scripts/fixture-post.mjs) reads only the HTML, the feed and the
  // search index: it saves the compression's CPU time for the browser tests that run beside it.
  if (process.env.GESTURA_SKIP_BROTLI === "1") return;
  const activity = args.reporter.activityTimer("Brotli copies of the text files in public/");
  activity.start();
  const { files, before, after } = await precompressSite(path.resolve("public"));
  activity.setStatus(`${files} files, ${(before / 1048576).toFixed(1)} MiB → ${(after / 1048576).toFixed(1)} MiB`);
  activity.end();
};
