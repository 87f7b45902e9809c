import { blogCategoryPath, decodeSegment, familyPagePath, fallbackTarget, isExternal, legalPath, withTrailingSlash } from "../routes";
import { fallbackScript, firstId } from "../fallback";

describe("routes", () => {
  it("links to a category with a space and an ampersand in encoded form, and creates the page decoded", () => {
    expect(blogCategoryPath("Inclusive Design")).toBe("/blog-category/Inclusive%20Design/");
    expect(blogCategoryPath("Innovation & Technology")).toBe("/blog-category/Innovation%20%26%20Technology/");
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

  it("picks the lowest numeric id as the first item", () => {
    expect(firstId(["10", "2", "35", "1"])).toBe("1");
    expect(firstId(["b", "a"])).toBe("a");
    expect(firstId([])).toBeNull();
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
