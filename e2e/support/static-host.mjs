// A plain static host like a CDN bucket without rewrite rules: serves files from public/, adds index.html to
// directory paths, answers everything else with public/404.html and status 404. Used by the browser tests to
// check that unknown ids still fall back without a server-side rule. Usage: node static-host.mjs <port>
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const root = path.resolve("public");
const port = Number(process.argv[2] ?? 9001);
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".json": "application/json", ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif", ".webm": "video/webm", ".vtt": "text/vtt", ".txt": "text/plain", ".xml": "application/xml" };

function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(root, decoded);
  if (!full.startsWith(root)) return null;
  for (const candidate of [full, path.join(full, "index.html")]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

http
  .createServer((req, res) => {
    const urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
    const file = resolveFile(urlPath);
    const target = file ?? path.join(root, "404.html");
    res.writeHead(file ? 200 : 404, { "content-type": types[path.extname(target)] ?? "application/octet-stream" });
    fs.createReadStream(target).pipe(res);
  })
  .listen(port, "127.0.0.1", () => console.log(`static host on http://127.0.0.1:${port}/`));
