/**
 * `npm run nginx-headers [SITE_DIR [OUT_DIR]]`: the deploy step that gives nginx the service's security headers
 * (lib/nginx-headers.ts). Reads the built site (default public/) and writes security-map.conf and
 * security-headers.conf to OUT_DIR (default deploy-out/nginx/, beside public/, never inside it). Run it after each
 * build with the instances' settings: the policy names GATSBY_API_URL's origin, and HSTS follows NODE_ENV.
 */
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { contentSecurityDirectives, helmetHeaders, securityHeaderOptions } from "./app.js";
import { ConfigError, readConfig } from "./config.js";
import { nginxSecurityFiles, sitePagePolicies } from "./lib/nginx-headers.js";

function cli(): void {
  const args = process.argv.slice(2);
  if (args.length > 2 || args.some((arg) => arg.startsWith("-"))) {
    console.error("Usage: npm run nginx-headers [SITE_DIR (default public)] [OUT_DIR (default deploy-out/nginx)]");
    process.exit(2);
  }
  const siteDir = path.resolve(args[0] ?? "public");
  const outDir = path.resolve(args[1] ?? path.join("deploy-out", "nginx"));
  if (!fs.existsSync(path.join(siteDir, "index.html"))) throw new Error(`${siteDir} holds no built site: run npm run build first.`);
  if (outDir === siteDir || outDir.startsWith(siteDir + path.sep))
    throw new Error(`${outDir} is inside the site: nginx configuration is never published.`);
  const config = readConfig(process.env, process.cwd());
  const pages = sitePagePolicies(siteDir, contentSecurityDirectives(config));
  const files = nginxSecurityFiles(helmetHeaders(securityHeaderOptions(config)), pages);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "security-map.conf"), files.map);
  fs.writeFileSync(path.join(outDir, "security-headers.conf"), files.headers);
  console.log(`Wrote security-map.conf (${pages.size} page addresses) and security-headers.conf to ${outDir}`);
}

try {
  cli();
} catch (error) {
  console.error(`\n✖ ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
