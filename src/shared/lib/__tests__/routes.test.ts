import { blogCategoryPath, categorySlug, decodeSegment, familyPagePath, fallbackTarget, isExternal, legalPath, withTrailingSlash } from "../routes";
import { fallbackMap, fallbackScript, firstListed } from "../fallback";
import { newestFirst } from "../posts";

describe("routes", () => {
  it("links to a category by its slug, one form with nothing to encode, the same as the page Gatsby creates", () => {
    expect(blogCategoryPath("Inclusive Design")).toBe("/blog-category/inclusive-design/");
    expect(blogCategoryPath("Innovation & Technology")).toBe("/blog-category/innovation-and-technology/");
    expect(blogCategoryPath("Innovation & Technology")).toBe(familyPagePath("blogCategory", categorySlug("Innovation & Technology")));
    expect(blogCategoryPath("Q&A / Ops? #1")).toBe("/blog-category/q-and-a-ops-1/");
    expect(categorySlug("Café  Design ")).toBe("cafe-design");
    expect(familyPagePath("blogCategory", "Inclusive Design")).toBe("/blog-category/Inclusive Design/");
    expect(decodeSegment("Inclusive%20Design")).toBe("Inclusive Design");
    expect(decodeSegment("%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("builds legal paths from slugs", () => {
    expect(legalPath("cookie-policy")).toBe("/page-cookie-policy/");
  });

  it("tells external addresses from internal ones", () => {
    expect(isExternal("https://x.com/gestura_ai")).toBe(true);
    expect(isExternal("mailto:hello@gestura.ai")).toBe(true);
    expect(isExternal("/page-contact/")).toBe(false);
  });
});

describe("unknown-id fallback", () => {
  const fallbacks = { "/blog-details/": "/blog-details/1/", "/page-career-detail/": "/page-career-detail/1/" };

  it("sends an unknown id to the family's first item and leaves other addresses alone", () => {
    expect(fallbackTarget("/blog-details/99999/", fallbacks)).toBe("/blog-details/1/");
    expect(fallbackTarget("/blog-details/99999", fallbacks)).toBe("/blog-details/1/");
    expect(fallbackTarget("/page-career-detail/abc/", fallbacks)).toBe("/page-career-detail/1/");
    expect(fallbackTarget("/blog-details/1/", fallbacks)).toBeNull();
    expect(fallbackTarget("/blog-details/", fallbacks)).toBeNull();
    expect(fallbackTarget("/no-such-page/", fallbacks)).toBeNull();
    expect(fallbackTarget("/blog-category/Nope/", fallbacks)).toBeNull();
  });

  it("picks the first item the list shows, not the lowest id", () => {
    const posts = [
      { id: "1", date: "2025-01-07" },
      { id: "35", date: "2025-11-11" },
      { id: "12", date: "2025-04-01" },
    ];
    expect(firstListed(newestFirst(posts).map((p) => p.id))).toBe("35");
    expect(firstListed(["3", "1", "2"])).toBe("3");
    expect(firstListed(["", "2"])).toBe("2");
    expect(firstListed([])).toBeNull();
  });

  it("maps every fallback family to its list's first item, and 404s category and author pages", () => {
    expect(fallbackMap({ posts: "35", jobs: "2", products: "1" })).toEqual({
      "/blog-details/": "/blog-details/35/",
      "/blog-details-3/": "/blog-details-3/35/",
      "/page-career-detail/": "/page-career-detail/2/",
      "/page-apply/": "/page-apply/2/",
      "/shop-product-detail/": "/shop-product-detail/1/",
    });
    expect(fallbackMap({ posts: "35", jobs: null, products: null })).toEqual({
      "/blog-details/": "/blog-details/35/",
      "/blog-details-3/": "/blog-details-3/35/",
    });
  });

  it("runs the same rule as an inline script, keeping query and hash", () => {
    const replace = jest.fn();
    const run = (pathname: string) => {
      replace.mockClear();
      // The script reads the global `location`; give it a stand-in.
      new Function("location", fallbackScript(fallbacks))({ pathname, search: "?a=1", hash: "#x", replace });
      return replace.mock.calls[0]?.[0] as string | undefined;
    };
    expect(run("/blog-details/404/")).toBe("/blog-details/1/?a=1#x");
    expect(run("/blog-details/1/")).toBeUndefined();
    expect(run("/somewhere/")).toBeUndefined();
  });

  it("cannot be broken out of by a path containing a closing script tag", () => {
    expect(fallbackScript({ "/x/": "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("trailing slashes", () => {
  it("adds one to site paths and leaves everything else alone", () => {
    expect(withTrailingSlash("/page-privacy")).toBe("/page-privacy/");
    expect(withTrailingSlash("/page-privacy/")).toBe("/page-privacy/");
    expect(withTrailingSlash("/page-cookie-policy#types")).toBe("/page-cookie-policy/#types");
    expect(withTrailingSlash("/blog?page=2#top")).toBe("/blog/?page=2#top");
    expect(withTrailingSlash("/blog/?page=2")).toBe("/blog/?page=2");
    expect(withTrailingSlash("/")).toBe("/");
    expect(withTrailingSlash("#subscribe")).toBe("#subscribe");
    expect(withTrailingSlash("https://x.com/a")).toBe("https://x.com/a");
    expect(withTrailingSlash("//cdn.example/a")).toBe("//cdn.example/a");
  });
});
