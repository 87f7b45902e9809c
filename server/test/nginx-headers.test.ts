/**
 * The service's security headers written for nginx (lib/nginx-headers.ts): every page's policy by each address
 * nginx serves it at, and the other headers as they are. Through real nginx: `npm run test:topology`.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { nginxSecurityFiles, sitePagePolicies } from "../src/lib/nginx-headers";
import { type CspDirectives, pagePolicy } from "../src/lib/page-policy";

const DIRECTIVES: CspDirectives = { "default-src": ["'self'"], "script-src": ["'self'"] };
const HOME = "<!doctype html><script>window.home = 1</script>";
const BLOG = "<!doctype html><script>window.blog = 1</script>";

describe("security headers for nginx", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-nginx-headers-"));
  after(() => fs.rmSync(site, { recursive: true, force: true }));
  fs.writeFileSync(path.join(site, "index.html"), HOME);
  fs.mkdirSync(path.join(site, "blog"));
  fs.writeFileSync(path.join(site, "blog", "index.html"), BLOG);
  fs.writeFileSync(path.join(site, "404.html"), HOME);
  fs.mkdirSync(path.join(site, "page-data", "404.html"), { recursive: true });
  fs.writeFileSync(path.join(site, "app-1234.js"), "window.app = 1");

  it("gives each page its own policy at every address it is served at, folders included", () => {
    const policies = sitePagePolicies(site, DIRECTIVES);
    assert.deepEqual([...policies.keys()].sort(), ["/", "/404.html", "/blog/", "/blog/index.html", "/index.html"]);
    assert.equal(policies.get("/blog/"), pagePolicy(DIRECTIVES, BLOG));
    assert.equal(policies.get("/blog/index.html"), pagePolicy(DIRECTIVES, BLOG));
    assert.equal(policies.get("/"), pagePolicy(DIRECTIVES, HOME));
    assert.notEqual(policies.get("/"), policies.get("/blog/"));
  });

  it("maps addresses to policies, the strict one by default, and adds every other header as it is", () => {
    const pages = new Map([
      ["/", "script-src 'self' 'sha256-abc='"],
      ['/odd "name"/', "script-src 'self'"],
    ]);
    const files = nginxSecurityFiles(
      { "content-security-policy": "default-src 'self';script-src 'self'", "x-frame-options": "SAMEORIGIN", "origin-agent-cluster": "?1" },
      pages,
    );
    assert.match(files.map, /^map \$uri \$gestura_csp \{$/m);
    assert.match(files.map, /^ {2}default "default-src 'self';script-src 'self'";$/m);
    assert.match(files.map, /^ {2}"\/" "script-src 'self' 'sha256-abc='";$/m);
    assert.ok(files.map.includes(`  "/odd \\"name\\"/" "script-src 'self'";`));
    assert.deepEqual(
      files.headers.split("\n").filter((line) => line.startsWith("add_header")),
      [
        "add_header Content-Security-Policy $gestura_csp always;",
        'add_header X-Frame-Options "SAMEORIGIN" always;',
        'add_header Origin-Agent-Cluster "?1" always;',
      ],
    );
  });

  it("refuses what nginx would misread, and a service without a policy", () => {
    assert.throws(() => nginxSecurityFiles({ "content-security-policy": "x", "x-a": "$b" }, new Map()), /"\$"/);
    assert.throws(() => nginxSecurityFiles({ "x-frame-options": "SAMEORIGIN" }, new Map()), /no Content-Security-Policy/);
  });
});
