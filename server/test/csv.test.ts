/**
 * CSV cells a spreadsheet cannot run (review 3 N12): the pure cell writer, and the analytics report's `--csv`
 * with a visitor's click targets that start formulas.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { promisify } from "node:util";
import { openDatabase } from "../src/db/open";
import { csvCell, csvLine } from "../src/lib/csv";

describe("csvCell", () => {
  const cases: [string | number | null | undefined, string][] = [
    ["plain", "plain"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [42, "42"],
    [-3, "-3"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+1", `"'=1+1"`],
    ["+1", `"'+1"`],
    ["-1", `"'-1"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["\rcmd", `"'\rcmd"`],
    ['=HYPERLINK("https://evil.example/x","Open report")', `"'=HYPERLINK(""https://evil.example/x"",""Open report"")"`],
    ["/page-pricing/", "/page-pricing/"],
    ["a=b", "a=b"],
  ];
  for (const [value, expected] of cases) {
    it(`writes ${JSON.stringify(value)} as ${JSON.stringify(expected)}`, () => assert.equal(csvCell(value), expected));
  }

  it("joins a line", () => assert.equal(csvLine(["@x", 1, null]), `"'@x",1,`));
});

describe("report:analytics --csv", () => {
  it("prints visitor-chosen click targets that start a formula as text", { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gestura-report-"));
    try {
      const db = await openDatabase({ databaseUrl: null, dataDir });
      const targets = ['=HYPERLINK("https://evil.example/x","Open report")', "@SUM(1+1)*cmd|' /C calc'!A0", "-2+3", "pricing-button"];
      for (const target of targets) {
        await db.query(
          `INSERT INTO analytics_events (id, event_type, event_target, session_id, page_url, is_authenticated, created_date, received_at)
           VALUES ($1, 'click', $2, 's1', '/', false, $3, $3)`,
          [randomUUID(), target, new Date("2026-11-20T10:00:00Z")],
        );
      }
      await db.close();
      const script = path.resolve(import.meta.dirname, "../../scripts/report-analytics.mjs");
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, "--since", "2026-11-01", "--csv"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        cwd: path.resolve(import.meta.dirname, "../.."),
      });
      const lines = stdout.split("\n");
      assert.ok(lines.includes(`"'=HYPERLINK(""https://evil.example/x"",""Open report"")",1`), stdout);
      assert.ok(lines.includes(`"'@SUM(1+1)*cmd|' /C calc'!A0",1`), stdout);
      assert.ok(lines.includes(`"'-2+3",1`), stdout);
      assert.ok(lines.includes("pricing-button,1"), stdout);
      assert.ok(!lines.some((line) => /^[=+\-@]/.test(line)), "no line starts a formula");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
