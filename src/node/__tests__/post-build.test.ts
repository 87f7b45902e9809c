import { postBuildFiles, type PostBuildData } from "../post-build";

const data = (over: Partial<PostBuildData> = {}): PostBuildData => ({
  siteYaml: { name: "Gestura", description: "Touchless control.", titleSeparator: " · ", feedTitle: "Insights" },
  site: { siteMetadata: { siteUrl: "https://gestura.example" } },
  pagesYaml: { description: "Notes from the lab." },
  allPost: {
    nodes: [
      {
        frontmatter: {
          id: "26",
          title: "Signs on screen",
          desc: "How overlays work",
          date: "2025-06-01",
          category: { name: "Accessibility & Ethics" },
          author: { name: "Maya Okafor" },
        },
      },
    ],
  },
  ...over,
});

describe("postBuildFiles", () => {
  it("titles the feed from the site's feed title, separator and name, and describes it with the blog page's description", () => {
    const { feed, indexAlias } = postBuildFiles(data());
    expect(feed.channel).toMatchObject({
      title: "Insights · Gestura",
      description: "Notes from the lab.",
      siteUrl: "https://gestura.example",
      feedPath: "/rss.xml",
    });
    expect(indexAlias).toEqual({ siteName: "Gestura", siteUrl: "https://gestura.example" });
  });

  it("describes the web app manifest with the site's name and description and the brand colour", () => {
    expect(postBuildFiles(data()).manifest).toMatchObject({ name: "Gestura", description: "Touchless control.", themeColor: "#3d35c9" });
  });

  it("maps each post to a feed item at its article address", () => {
    expect(postBuildFiles(data()).feed.items).toEqual([
      {
        id: "26",
        title: "Signs on screen",
        desc: "How overlays work",
        date: "2025-06-01",
        category: "Accessibility & Ethics",
        authorName: "Maya Okafor",
        url: "/blog-details/26/",
      },
    ]);
  });

  it("names what is missing instead of writing a feed with made-up words", () => {
    expect(() => postBuildFiles(data({ siteYaml: null }))).toThrow("data/site.yaml");
    expect(() => postBuildFiles(data({ pagesYaml: null }))).toThrow('data/pages.yaml has no page with key "blog"');
    expect(() => postBuildFiles(data({ site: null }))).toThrow("siteUrl");
  });
});
