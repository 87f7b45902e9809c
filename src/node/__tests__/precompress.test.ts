import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompressSite, shouldPrecompress } from "../precompress";

describe("shouldPrecompress", () => {
  it.each([
    ["app-0abc.js", 5000, true],
    ["page-data/blog/page-data.json", 2048, true],
    ["blog/index.html", 40_000, true],
    ["rss.xml", 9000, true],
    ["styles.css", 1024, true],
    ["tiny.js", 1023, false],
    ["static/photo.jpg", 90_000, false],
    ["intro.webm", 900_000, false],
    ["webpack.stats.json", 500_000, false],
    ["app.js.br", 5000, false],
    ["app.js.map", 50_000, false],
  ])("%s of %d bytes → %s", (file, size, expected) => {
    expect(shouldPrecompress(file, size)).toBe(expected);
  });
});

describe("precompressSite", () => {
  it("writes a brotli copy that decodes to the original, skips small and binary files, and drops stale copies", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    try {
      const page = "<!doctype html><title>x</title>" + "<p>Gestura turns gestures into actions.</p>".repeat(100);
      fs.mkdirSync(path.join(root, "blog"));
      fs.writeFileSync(path.join(root, "blog", "index.html"), page);
      fs.writeFileSync(path.join(root, "small.js"), "console.log(1)");
      fs.writeFileSync(path.join(root, "photo.jpg"), Buffer.alloc(4096, 7));
      fs.writeFileSync(path.join(root, "gone.js.br"), "stale");

      const result = await precompressSite(root);

      expect(result.files).toBe(1);
      expect(result.after).toBeLessThan(result.before);
      const copy = fs.readFileSync(path.join(root, "blog", "index.html.br"));
      expect(zlib.brotliDecompressSync(copy).toString()).toBe(page);
      expect(fs.existsSync(path.join(root, "small.js.br"))).toBe(false);
      expect(fs.existsSync(path.join(root, "photo.jpg.br"))).toBe(false);
      expect(fs.existsSync(path.join(root, "gone.js.br"))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
