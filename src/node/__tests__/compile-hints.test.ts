/** @jest-environment node */
import fs from "node:fs";
import { SourceMap } from "node:module";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin, startupScripts } from "../compile-hints";

describe("startupScripts", () => {
  const group = (...files: string[][]) => ({ chunks: files.map((list) => ({ files: list })) });

  it("takes the scripts of the app and of every page component, each once, and nothing that loads on a press", () => {
    const files = startupScripts([
      ["app", group(["webpack-runtime-1.js"], ["framework-2.js"], ["app-3.js"])],
      ["component---src-pages-index-tsx", group(["commons-4.js"], ["styles.css", "component---src-pages-index-tsx-5.js"])],
      ["component---src-pages-blog-tsx", group(["commons-4.js"], ["6.js"])],
      ["lead-dialogs", group(["lead-dialogs-7.js"])],
      ["image-viewer", group(["image-viewer-8.js"])],
    ]);
    expect([...files].sort()).toEqual([
      "6.js",
      "app-3.js",
      "commons-4.js",
      "component---src-pages-index-tsx-5.js",
      "framework-2.js",
      "webpack-runtime-1.js",
    ]);
  });
});

describe("CompileHintsPlugin in a production build", () => {
  let dir: string;
  let output: Record<string, string>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    const source = path.join(dir, "src");
    fs.mkdirSync(source);
    fs.writeFileSync(
      path.join(source, "app.js"),
      'import(/* webpackChunkName: "component---src-pages-index-tsx" */ "./page").then((page) => page.show());\n' +
        'document.addEventListener("click", () => import(/* webpackChunkName: "lead-dialogs" */ "./dialog").then((d) => d.open()));\n',
    );
    fs.writeFileSync(path.join(source, "page.js"), 'export function show() {\n  document.title = "the page marker";\n}\n');
    fs.writeFileSync(path.join(source, "dialog.js"), 'export function open() {\n  document.title = "the dialog marker";\n}\n');
    const compiler = webpack({
      mode: "production",
      context: source,
      entry: { app: "./app.js" },
      devtool: "source-map",
      output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
      plugins: [new CompileHintsPlugin()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else compiler.close(() => resolve());
      }),
    );
    output = Object.fromEntries(fs.readdirSync(path.join(dir, "out")).map((file) => [file, fs.readFileSync(path.join(dir, "out", file), "utf8")]));
  }, 60_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const script = (prefix: string) => {
    const name = Object.keys(output).find((file) => file.startsWith(prefix) && file.endsWith(".js"));
    if (!name) throw new Error(`no ${prefix} script in ${Object.keys(output).join(", ")}`);
    return { name, text: output[name] };
  };

  it("puts the hint on the first line of the app's and the page's scripts, still minified", () => {
    for (const prefix of ["app-", "component---src-pages-index-tsx-"]) {
      const { text } = script(prefix);
      expect(text.startsWith(COMPILE_HINT)).toBe(true);
      expect(text.split("\n")).toHaveLength(3); // the hint, the code on one line, the source map's address
    }
  });

  it("leaves the scripts that load on a press as they were", () => {
    expect(script("lead-dialogs-").text).not.toContain("allFunctionsCalledOnLoad");
  });

  it("keeps the source map pointing at the right lines", () => {
    const { name, text } = script("component---src-pages-index-tsx-");
    const lines = text.split("\n");
    const line = lines.findIndex((l) => l.includes('"the page marker"'));
    expect(line).toBe(1);
    const map = new SourceMap(JSON.parse(output[`${name}.map`]));
    const entry = map.findEntry(line, lines[line].indexOf('"the page marker"'));
    expect(entry).toMatchObject({ originalSource: expect.stringContaining("page.js"), originalLine: 1 });
  });
});
