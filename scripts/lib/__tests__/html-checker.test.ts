import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageFiles, readIgnores, sortMessages } from "../html-checker.mjs";

describe("the HTML checker's report", () => {
  const ignores = [{ pattern: /rel.*expect/, reason: "rel=expect is in the standard" }];

  it("counts errors, leaves warnings out and counts the ignored messages by reason", () => {
    const { errors, ignored } = sortMessages(
      {
        messages: [
          { type: "error", message: "Element div not allowed as child of element button" },
          { type: "error", message: 'A link with rel "expect" ...' },
          { type: "info", message: "Trailing slash on void elements" },
        ],
      },
      ignores,
    );
    expect(errors.map((e) => e.message)).toEqual(["Element div not allowed as child of element button"]);
    expect([...ignored]).toEqual([["rel=expect is in the standard", 1]]);
  });

  it("reads the ignore list and refuses an entry without a reason", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ignores-"));
    fs.writeFileSync(path.join(dir, "ok.yaml"), '- message: "x+"\n  reason: a feature the checker lacks\n');
    fs.writeFileSync(path.join(dir, "bad.yaml"), '- message: "x+"\n');
    expect(readIgnores(path.join(dir, "ok.yaml"))[0].pattern.test("xx")).toBe(true);
    expect(() => readIgnores(path.join(dir, "bad.yaml"))).toThrow("entry 1 needs a message (a regular expression) and a reason");
  });

  it("checks the pages of public/ and not Gatsby's fragments or page data", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    for (const file of ["index.html", "404.html", "blog/index.html", "_gatsby/slices/s.html", "page-data/x.html"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), "");
    }
    expect(pageFiles(dir).map((file) => path.relative(dir, file))).toEqual(["404.html", "blog/index.html", "index.html"]);
  });
});
