/**
 * Serves the built site (Gatsby's public/) next to the API, the way a CDN would: files as they are, `index.html`
 * for folders (redirecting `/blog` to `/blog/`), the built 404 page with status 404 for anything else, and cache
 * headers that let browsers keep hashed assets for a year while HTML and page data are always revalidated.
 *
 * Paths are decoded fully (`%26` is "&"), as static hosts do: category folders such as
 * "Innovation & Technology" are reached by their encoded address. @fastify/static's own routes decode with
 * `decodeURI`, which leaves `%26` encoded, so it is used here only for sending files.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Cache-Control for a file of the build, by its path relative to public/ (Gatsby's caching guide). */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replace(/\\/g, "/").replace(/^\/+/, "");
  if (file.startsWith("static/")) return "public, max-age=31536000, immutable";
  if (/\.(js|css)$/.test(file) && !file.includes("/") && file !== "sw.js") return "public, max-age=31536000, immutable";
  return "public, max-age=0, must-revalidate";
}

/**
 * Files the build writes for itself, never for a visitor (review 3 I1): source maps, which would publish the
 * site's sources, and webpack's records of its chunks (`webpack.stats.json` is read by the JavaScript budget from
 * disk). Each is "missing" to the site, and their brotli copies too.
 */
const BUILD_RECORDS = new Set(["webpack.stats.json", "chunk-map.json"]);

/** Whether a file of the build (path relative to public/, any separator) is one of its own records. */
export function isBuildRecord(relativePath: string): boolean {
  const name = (relativePath.replace(/\\/g, "/").split("/").pop() ?? "").toLowerCase().replace(/\.(br|gz)$/, "");
  return name.endsWith(".map") || BUILD_RECORDS.has(name);
}

export type SiteTarget = { kind: "file"; file: string } | { kind: "redirect"; location: string } | { kind: "missing" };

/**
 * What a request path maps to inside `root`: a file (relative to root), a redirect adding the folder's slash, or
 * nothing. A canonical site never needs `//`, `\`, or `.`/`..` segments, so paths with them are missing, as are
 * paths that do not decode, climb out of `root`, lead through a symbolic link out of it, or name a build record.
 * The redirect is built from the resolved path, never from the raw one, so it always stays on this site.
 */
export function resolveSitePath(root: string, rawPathname: string, search = ""): SiteTarget {
  if (!rawPathname.startsWith("/") || rawPathname.startsWith("//") || rawPathname.includes("\\")) return { kind: "missing" };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { kind: "missing" };
  }
  if (pathname.includes("\0") || pathname.includes("\\") || pathname.startsWith("//")) return { kind: "missing" };
  if (pathname.split("/").some((segment) => segment === "." || segment === "..")) return { kind: "missing" };
  const full = path.resolve(root, `.${pathname}`);
  if (full !== root && !full.startsWith(root + path.sep)) return { kind: "missing" };
  const relative = path.relative(root, full);
  let stat: fs.Stats;
  let real: string;
  try {
    stat = fs.statSync(full);
    real = fs.realpathSync(full);
  } catch {
    const page = clientOnlyPage(root, pathname);
    return page ? { kind: "file", file: page } : { kind: "missing" };
  }
  const realRoot = fs.realpathSync(root);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return { kind: "missing" };
  if (stat.isFile()) return isBuildRecord(relative) ? { kind: "missing" } : { kind: "file", file: relative };
  if (!stat.isDirectory()) return { kind: "missing" };
  if (!pathname.endsWith("/")) {
    const location = `/${relative.split(path.sep).map(encodeURIComponent).join("/")}/`;
    return { kind: "redirect", location: `${location}${search}` };
  }
  return fs.existsSync(path.join(full, "index.html")) ? { kind: "file", file: path.join(relative, "index.html") } : { kind: "missing" };
}

/**
 * The page of a client-only area that answers `pathname` (issue 44: the team console, Gatsby's match path "/team/*"):
 * the area's index.html, relative to root, when the page data of a folder above the path names that match path;
 * else null. The browser then shows the right view itself, as Gatsby's router does after a click.
 */
export function clientOnlyPage(root: string, pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  for (let depth = segments.length - 1; depth >= 1; depth -= 1) {
    const folder = segments.slice(0, depth);
    let matchPath: unknown;
    try {
      ({ matchPath } = JSON.parse(fs.readFileSync(path.join(root, "page-data", ...folder, "page-data.json"), "utf8")) as { matchPath?: unknown });
    } catch {
      continue;
    }
    const page = path.join(...folder, "index.html");
    if (matchPath === `/${folder.join("/")}/*` && fs.existsSync(path.join(root, page))) return page;
  }
  return null;
}

/**
 * Serves `siteDir`. `pagePolicy(file)` is the Content-Security-Policy of an HTML file (lib/page-policy.ts): a page
 * is sent with the hashes of its own inline scripts, whichever copy of it (plain or brotli) goes out.
 */
export async function siteRoutes(app: FastifyInstance, siteDir: string, pagePolicy: (htmlFile: string) => string): Promise<void> {
  const root = path.resolve(siteDir);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    // The build writes a brotli copy beside each text file (src/node/precompress.ts): sent as it is to browsers
    // that accept br, so nothing is compressed per request; other clients get the original, compressed on the fly.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const original = filePath.replace(/\.(br|gz)$/, "");
      reply.header("cache-control", cacheControlFor(original.slice(root.length)));
      if (original.endsWith(".html")) reply.header("content-security-policy", pagePolicy(original));
    },
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? "" : url.slice(queryAt);
    // A query that could not travel in a header as it is (a client may send raw bytes) is dropped from the redirect.
    const target = resolveSitePath(root, pathname, /^[\x21-\x7e]*$/.test(search) ? search : "");
    if (target.kind === "redirect") return reply.redirect(target.location, 301);
    if (target.kind === "missing") return reply.callNotFound();
    // A date in the future says nothing about the file (RFC 9110 §13.1.3; review 3 I1): the full file is sent.
    const since = Date.parse(request.headers["if-modified-since"] ?? "");
    if (since > Date.now()) delete request.headers["if-modified-since"];
    return reply.sendFile(target.file);
  };
  app.get("/*", handler);
}
