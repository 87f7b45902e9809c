import { blogAuthorPages, blogCategoryPages, blogDetailsPages } from "../build";

const post = (id: string, date: string, category = "Inclusive Design") => ({
  id: `node-${id}`,
  frontmatter: { id, date, category: { name: category } },
  internal: { contentFilePath: `/repo/content/blog/${id}/index.mdx` },
});

describe("the blog's pages, made at build time", () => {
  it("makes two article pages per post with neighbours in date order", () => {
    const pages = blogDetailsPages([post("1", "2025-01-01"), post("2", "2025-02-01"), post("3", "2025-03-01")]);
    expect(pages.map((p) => p.path)).toEqual([
      "/blog-details/3/",
      "/blog-details-3/3/",
      "/blog-details/2/",
      "/blog-details-3/2/",
      "/blog-details/1/",
      "/blog-details-3/1/",
    ]);
    const middle = pages.find((p) => p.path === "/blog-details/2/");
    expect(middle?.context).toEqual({ layout: "standard", id: "node-2", relatedIds: ["node-3", "node-1"], previousId: "node-1", nextId: "node-3" });
    expect(middle?.component).toMatch(/blog-details\.tsx\?__contentFilePath=\/repo\/content\/blog\/2\/index\.mdx$/);
    // Both layouts of a post are one template with the same MDX body, told apart by the layout in the context.
    const third = pages.find((p) => p.path === "/blog-details-3/2/");
    expect(third?.component).toBe(middle?.component);
    expect(third?.context.layout).toBe("alternate");
    expect(pages.find((p) => p.path === "/blog-details/3/")?.context.nextId).toBe("");
  });

  it("relates an article to the newest others of its category, and points the third layout's Prev and Next to post 1", () => {
    const pages = blogDetailsPages([
      post("1", "2025-01-01", "Education & Learning"),
      post("2", "2025-02-01"),
      post("3", "2025-03-01"),
      post("4", "2025-04-01"),
      post("5", "2025-05-01"),
      post("6", "2025-06-01"),
    ]);
    expect(pages.find((p) => p.path === "/blog-details/2/")?.context.relatedIds).toEqual(["node-6", "node-5", "node-4"]);
    expect(pages.find((p) => p.path === "/blog-details/1/")?.context.relatedIds).toEqual([]);
    const third = pages.find((p) => p.path === "/blog-details-3/4/")?.context;
    expect([third?.previousId, third?.nextId]).toEqual(["node-1", "node-1"]);
  });

  it("creates category pages under the decoded name and author pages by id", () => {
    expect(blogCategoryPages([{ name: "Inclusive Design" }])[0]).toMatchObject({
      path: "/blog-category/Inclusive Design/",
      context: { name: "Inclusive Design" },
    });
    expect(blogAuthorPages([{ yamlId: "maya-okafor" }])[0]).toMatchObject({
      path: "/blog-author/maya-okafor/",
      context: { authorId: "maya-okafor" },
    });
  });
});
