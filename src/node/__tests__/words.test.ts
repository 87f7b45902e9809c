/**
 * The words files of the on-demand parts (src/generated/words/) are committed; these tests hold them to data/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { staleWordFiles, WORDS_DIR, wordFiles, writeWordFiles } from "../words";

const root = path.resolve(__dirname, "../../..");
const made: string[] = [];

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project root holding a copy of data/site.yaml and data/pages.yaml, `edit` applied to site.yaml's text. */
function copyRoot(edit: (siteYaml: string) => string = (text) => text): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "words-"));
  made.push(dir);
  fs.mkdirSync(path.join(dir, "data"));
  fs.writeFileSync(path.join(dir, "data", "site.yaml"), edit(fs.readFileSync(path.join(root, "data", "site.yaml"), "utf8")));
  fs.copyFileSync(path.join(root, "data", "pages.yaml"), path.join(dir, "data", "pages.yaml"));
  return dir;
}

describe("src/generated/words/", () => {
  it("holds what data/ gives today (after editing data/site.yaml or data/pages.yaml, run `npm run words` and commit)", () => {
    expect(staleWordFiles(root)).toEqual([]);
  });

  it("is written again when a writer changes a word, and only the file holding it", () => {
    const dir = copyRoot((text) => text.replace(/^(\s+)loadFailedClose: .*$/m, "$1loadFailedClose: Dismiss"));
    expect(writeWordFiles(dir).length).toBe(Object.keys(wordFiles(dir)).length);
    expect(writeWordFiles(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, "data", "site.yaml"), fs.readFileSync(path.join(root, "data", "site.yaml"), "utf8"));
    expect(writeWordFiles(dir)).toEqual(["load-failure.json"]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, WORDS_DIR, "load-failure.json"), "utf8"))).toEqual(wordFiles(root)["load-failure.json"]);
  });

  it("names the block and the word when data/site.yaml lacks one", () => {
    const dir = copyRoot((text) => text.replace(/^(\s+)checkout: .*\n/m, ""));
    expect(() => wordFiles(dir)).toThrow('data/site.yaml: shop has no "checkout".');
  });
});
