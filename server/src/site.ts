/**
 * Serves the built site (Gatsby's public/) next to the API, the way a CDN would: files as they are, `index.html`
 * for folders (redirecting `/blog` to `/blog/`), the built 404 page with status 404 for anything else, and cache
 * headers that let browsers keep hashed assets for a year while HTML and page data are always revalidated.
 */
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Cache-Control for a file of the build, by its path relative to public/ (Gatsby's caching guide). */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replace(/\\/g, "/").replace(/^\/+/, "");
  if (file.startsWith("static/")) return "public, max-age=31536000, immutable";
  if (/\.(js|css)$/.test(file) && !file.includes("/") && file !== "sw.js") return "public, max-age=31536000, immutable";
  return "public, max-age=0, must-revalidate";
}

export async function siteRoutes(app: FastifyInstance, siteDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: siteDir,
    index: ["index.html"],
    redirect: true,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header("cache-control", cacheControlFor(filePath.slice(siteDir.length)));
    },
  });
}
