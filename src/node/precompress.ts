/**
 * After the build (gatsby-node's onPostBuild, after the feed is written): a brotli copy (`<file>.br`, quality 11)
 * beside every text file of public/ worth compressing, so `npm start` serves the smallest bytes without
 * compressing on each request (server/src/site.ts serves them with @fastify/static's `preCompressed`), and a CDN
 * can upload them as they are. Copies whose original is gone are removed, so a stale copy is never served.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);

/** Below this a compressed answer saves less than its headers cost (the server's own threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT_FILE = /\.(js|css|json|html|svg|xml|txt|webmanifest)$/;
/** Build records the site never serves to visitors (webpack's stats, chunk maps); not worth the time. */
const SKIPPED = new Set(["webpack.stats.json", "chunk-map.json"]);

/** Whether a file of public/ (path relative to it, any separator) gets a brotli copy. */
export function shouldPrecompress(relativePath: string, size: number): boolean {
  const name = relativePath.replace(/\\/g, "/").split("/").pop() ?? "";
  return size >= PRECOMPRESS_MIN_BYTES && TEXT_FILE.test(name) && !SKIPPED.has(name);
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the copies; resolves to how many files were compressed, and their bytes before and after. */
export async function precompressSite(root: string): Promise<{ files: number; before: number; after: number }> {
  const jobs: string[] = [];
  for await (const file of walk(root)) {
    if (file.endsWith(".br")) {
      // A copy whose original is gone (a removed page) must not outlive it.
      await fs.access(file.slice(0, -3)).catch(() => fs.rm(file, { force: true }));
      continue;
    }
    const { size } = await fs.stat(file);
    if (shouldPrecompress(path.relative(root, file), size)) jobs.push(file);
    else await fs.rm(`${file}.br`, { force: true });
  }
  let before = 0;
  let after = 0;
  // zlib's async calls run on libuv's thread pool: a few at a time keep every core busy without holding every file.
  const queue = [...jobs];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const body = await fs.readFile(file);
      const packed = await brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      before += body.length;
      after += packed.length;
      await fs.writeFile(`${file}.br`, packed);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: jobs.length, before, after };
}
