import { pickList, pickStrings, requirePage } from "../page-copy";

const copy = {
  key: "careerDetail",
  strings: [
    { key: "tasks", text: "Your tasks" },
    { key: "salary", text: "Salary" },
  ],
  lists: [{ key: "tags", items: ["Marketing", "Business"] }],
};

describe("requirePage", () => {
  it("returns the entry a page query found", () => {
    expect(requirePage(copy, "careerDetail")).toBe(copy);
  });

  it.each([null, undefined])("stops with a sentence naming the key when the query found no entry (%p)", (missing) => {
    expect(() => requirePage(missing, "contact")).toThrow('data/pages.yaml has no page with key "contact".');
  });
});

describe("pickStrings", () => {
  it("returns the asked strings by key", () => {
    expect(pickStrings(copy, ["salary", "tasks"] as const)).toEqual({ salary: "Salary", tasks: "Your tasks" });
  });

  it("names the page and the string when one is missing", () => {
    expect(() => pickStrings(copy, ["tasks", "benefits"] as const)).toThrow('data/pages.yaml: page "careerDetail" has no string "benefits" under "strings".');
  });

  it("names the page when it has no strings at all", () => {
    expect(() => pickStrings({ key: "contact", strings: null }, ["send"])).toThrow('page "contact" has no string "send"');
  });
});

describe("pickList", () => {
  it("returns a named list", () => {
    expect(pickList(copy, "tags")).toEqual(["Marketing", "Business"]);
  });

  it("names the page and the list when it is missing", () => {
    expect(() => pickList({ key: "blogDetails", lists: null }, "layout3Tags")).toThrow('data/pages.yaml: page "blogDetails" has no list "layout3Tags" under "lists".');
  });
});
