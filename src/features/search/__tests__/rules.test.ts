import { buildSearchIndex, groupHits, highlight, mdxText, queryWords, search, type SearchSource } from "../rules";

const sources: SearchSource[] = [
  { g: "articles", t: "Gesture control in the classroom", d: "Teachers move slides by hand.", u: "/blog-details/1/", text: "Innovation Education pupils whiteboard latency" },
  { g: "articles", t: "Latency budgets", d: "Why 100 ms matters for gestures.", u: "/blog-details/2/", text: "Camera frames, a café and a naïve model" },
  { g: "pages", t: "Pricing", d: "Plans for classrooms and teams.", u: "/page-pricing/", text: "" },
  { g: "jobs", t: "AI Research Engineer", d: "Train sign-language models.", u: "/page-career-detail/3/", text: "" },
];
const index = buildSearchIndex(sources);
const titles = (query: string) => search(index, query).map((hit) => hit.doc.t);

describe("search", () => {
  it("finds an entry by a word of its body, which the index holds without the text itself", () => {
    expect(titles("whiteboard")).toEqual(["Gesture control in the classroom"]);
    expect(JSON.stringify(index)).not.toContain("pupils whiteboard");
  });

  it("matches the start of words, folds case and accents, and needs every word", () => {
    expect(titles("WHITEB")).toEqual(["Gesture control in the classroom"]);
    expect(titles("cafe naive")).toEqual(["Latency budgets"]);
    expect(titles("latency whiteboard")).toEqual(["Gesture control in the classroom"]);
    expect(titles("latency pricing")).toEqual([]);
  });

  it("ranks a title hit above a body hit", () => {
    expect(titles("latency")).toEqual(["Latency budgets", "Gesture control in the classroom"]);
  });

  it("ignores common words unless the query holds nothing else", () => {
    expect(queryWords("the research")).toEqual(["research"]);
    expect(queryWords("The the")).toEqual(["the"]);
    expect(titles("the research")).toEqual(["AI Research Engineer"]);
    expect(titles("   ")).toEqual([]);
  });

  it("groups hits as articles, pages, jobs, leaving out empty groups", () => {
    const groups = groupHits(search(index, "classroom"));
    expect(groups.map((entry) => [entry.group, entry.hits.map((hit) => hit.doc.u)])).toEqual([
      ["articles", ["/blog-details/1/"]],
      ["pages", ["/page-pricing/"]],
    ]);
  });
});

describe("highlight", () => {
  it("marks each word that starts with a query word, keeping the text as written", () => {
    expect(highlight("Gestures, gesture control", "gest")).toEqual([
      { text: "Gestures", mark: true },
      { text: ", ", mark: false },
      { text: "gesture", mark: true },
      { text: " control", mark: false },
    ]);
    expect(highlight("Café culture", "cafe")).toEqual([
      { text: "Café", mark: true },
      { text: " culture", mark: false },
    ]);
    expect(highlight("Nothing here", "zebra")).toEqual([{ text: "Nothing here", mark: false }]);
  });
});

describe("mdxText", () => {
  it("keeps the words of an MDX body and drops components, links' addresses and Markdown marks", () => {
    const body = `import X from "./x"\n\n## A *bold* start\n\n<Figure id="wave" />\n\nSee [the guide](https://example.com/guide) and <!-- note --> \`code\`.`;
    expect(mdxText(body)).toBe("A bold start See the guide and code .");
  });
});
