import { addMdxFields, contentNode, hasBody, mdxFields } from "../mdx-fields";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

describe("mdxFields", () => {
  it("takes the collection from the file's source instance and the reading time from the body", () => {
    expect(mdxFields({ body: words(800) }, { sourceInstanceName: "blog" })).toEqual({ collection: "blog", readingMinutes: expect.any(Number) });
    expect(mdxFields({ body: words(800) }, { sourceInstanceName: "blog" }).readingMinutes).toBeGreaterThan(1);
  });

  it("gives an empty body no reading time and an unknown source the collection 'unknown'", () => {
    expect(mdxFields({ body: " \n" }, undefined)).toEqual({ collection: "unknown", readingMinutes: 0 });
    expect(mdxFields({}, { sourceInstanceName: 3 })).toEqual({ collection: "unknown", readingMinutes: 0 });
  });
});

describe("hasBody", () => {
  it("is true for any body, even one of figures only with no words to read", () => {
    expect(hasBody({ body: words(3) })).toBe(true);
    expect(hasBody({ body: '<Figure id="a" />' })).toBe(true);
  });

  it("is false for a post not written yet", () => {
    expect(hasBody({ body: "  \n" })).toBe(false);
    expect(hasBody({})).toBe(false);
  });
});

describe("addMdxFields", () => {
  const run = (type: string, parent: string | null) => {
    const createNodeField = jest.fn();
    const node = { id: "n1", parent, children: [], internal: { type, contentDigest: "x", owner: "o" }, body: words(10) };
    const getNode = jest.fn(() => ({ id: "f1", sourceInstanceName: "legal" }));
    // Only the parts of Gatsby's hook arguments this hook reads.
    const args = { node, getNode, actions: { createNodeField } } as unknown as Parameters<typeof addMdxFields>[0];
    void addMdxFields(args, {} as Parameters<typeof addMdxFields>[1], () => undefined);
    return createNodeField.mock.calls.map(([call]) => [call.name, call.value]);
  };

  it("adds both fields to MDX nodes", () => {
    expect(run("Mdx", "f1")).toEqual([
      ["collection", "legal"],
      ["readingMinutes", 1],
    ]);
  });

  it("leaves other nodes alone", () => {
    expect(run("File", "f1")).toEqual([]);
    expect(run("Mdx", null)).toEqual([]);
  });
});

describe("contentNode", () => {
  const frontmatter = { id: "7", title: "A post" };

  it("makes a Post of a blog file, with its reading time, its body and whether it has one", () => {
    expect(contentNode({ frontmatter, body: words(10) }, { collection: "blog", readingMinutes: 1 })).toEqual({
      type: "Post",
      content: { frontmatter, readingMinutes: 1, hasBody: true, body: words(10) },
    });
    expect(contentNode({ frontmatter }, { collection: "blog", readingMinutes: 0 })?.content).toMatchObject({ hasBody: false, body: "" });
  });

  it("makes a LegalPage of a legal file, and nothing of a file of no known kind", () => {
    expect(contentNode({ frontmatter, body: words(10) }, { collection: "legal", readingMinutes: 1 })).toEqual({
      type: "LegalPage",
      content: { frontmatter },
    });
    expect(contentNode({ frontmatter }, { collection: "unknown", readingMinutes: 0 })).toBeNull();
  });
});
