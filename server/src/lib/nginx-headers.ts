/**
 * The service's security headers as nginx configuration, for nginx (or a CDN given the same) serving the built site
 * itself (deploy/nginx.conf, docs/deploying.md). Pages must leave with the Content-Security-Policy the service would
 * send them, hashes of their own inline scripts included, so the policies are computed here with the very functions
 * the service uses (page-policy.ts) and written as two files for nginx to include:
 * - `security-map.conf` (http context): `map $uri $gestura_csp`, each page's policy by its address (`/blog/` and
 *   `/blog/index.html` alike), and by default the policy of everything that is not a page (no inline script);
 * - `security-headers.conf` (server context): one `add_header` per header the service sends, the policy from the map.
 */
import fs from "node:fs";
import path from "node:path";
import { type CspDirectives, pagePolicy } from "./page-policy.js";

/** The policy of every HTML file under `siteDir`, by each address nginx serves it at (a folder's too). */
export function sitePagePolicies(siteDir: string, directives: CspDirectives): Map<string, string> {
  const policies = new Map<string, string>();
  const files = fs
    .readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)));
  for (const file of files.sort()) {
    const uri = `/${file.split(path.sep).join("/")}`;
    const policy = pagePolicy(directives, fs.readFileSync(path.join(siteDir, file), "utf8"));
    policies.set(uri, policy);
    if (uri.endsWith("/index.html")) policies.set(uri.slice(0, -"index.html".length), policy);
  }
  return policies;
}

/** `text` as one nginx parameter. nginx would read `$` as a variable, and no header of ours needs one. */
function quoted(text: string): string {
  if (text.includes("$")) throw new Error(`"${text}" holds a "$", which nginx would read as a variable.`);
  return `"${text.replace(/[\\"]/g, "\\$&")}"`;
}

/** `x-frame-options` → `X-Frame-Options` (names are case-insensitive; this is how they are usually written). */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase());

const GENERATED = "# Written by `npm run nginx-headers` (server/src/nginx-headers-cli.ts) from the service's settings and the built pages.\n# Do not edit: run it again after each build and after changing the instances' settings.\n";

/**
 * The two files' text. `headers`: every security header the service sends (helmetHeaders), its Content-Security-Policy
 * being the one for anything that is not a page; `pages`: sitePagePolicies.
 */
export function nginxSecurityFiles(headers: Record<string, string>, pages: Map<string, string>): { map: string; headers: string } {
  const { "content-security-policy": fallback, ...others } = headers;
  if (fallback === undefined) throw new Error("The service sends no Content-Security-Policy: nothing to give nginx.");
  // Keys sit in hash buckets: one must hold the longest address (in bytes) and a pointer (nginx's error otherwise).
  const longest = Math.max(0, ...[...pages.keys()].map((uri) => Buffer.byteLength(uri)));
  let bucket = 64;
  while (bucket < longest + 32) bucket *= 2;
  const entries = [...pages].map(([uri, policy]) => `  ${quoted(uri)} ${quoted(policy)};`);
  const map = `${GENERATED}map_hash_bucket_size ${bucket};\nmap $uri $gestura_csp {\n  default ${quoted(fallback)};\n${entries.join("\n")}\n}\n`;
  const lines = [
    `add_header Content-Security-Policy $gestura_csp always;`,
    ...Object.entries(others).map(([name, value]) => `add_header ${headerName(name)} ${quoted(value)} always;`),
  ];
  return { map, headers: `${GENERATED}${lines.join("\n")}\n` };
}
