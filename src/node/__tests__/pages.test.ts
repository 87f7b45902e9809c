import { indexAliasHtml } from "../index-alias";
import { legalPages } from "../legal-pages";
import { yamlCollections } from "../content-model";
import { buildTypeDefs, yamlTypeName } from "../schema";

describe("page generation", () => {
  it("creates legal pages from their slug and skips files without one", () => {
    const pages = legalPages([
      { id: "a", frontmatter: { slug: "terms" }, internal: { contentFilePath: "/x/terms.mdx" } },
      { id: "b", frontmatter: { slug: null }, internal: { contentFilePath: "/x/other.mdx" } },
    ]);
    expect(pages.map((p) => p.path)).toEqual(["/page-terms/"]);
  });

  it("declares explicit, non-inferred types with required fields for the YAML collections", () => {
    const sdl = buildTypeDefs();
    expect(sdl).toMatch(/type JobsYaml implements Node @dontInfer \{[^}]*\bdesc: String!/);
    expect(sdl).toMatch(/type MdxFrontmatter @dontInfer/);
    // Posts and legal pages are node types of their own, their required frontmatter non-null.
    expect(sdl).toMatch(/type Post implements Node @dontInfer \{[^}]*frontmatter: PostFrontmatter!/);
    expect(sdl).toMatch(
      /type PostFrontmatter @dontInfer \{[^}]*\btitle: String!\n[^}]*\bdate: Date! @dateformat\n[^}]*\bauthor: AuthorsYaml! @link\(by: "yamlId"\)/,
    );
    expect(sdl).toMatch(/type LegalPageFrontmatter @dontInfer \{[^}]*\bupdated: Date! @dateformat/);
    expect(sdl).toMatch(/yamlId: String!/);
  });
});

describe("YAML type names", () => {
  it("names each type after its file, as the content model expects", () => {
    expect(yamlTypeName("site")).toBe("SiteYaml");
    expect(yamlTypeName("jobs")).toBe("JobsYaml");
    expect(yamlTypeName("pricing-plans")).toBe("PricingPlansYaml");
  });
  it("agrees with every collection of the content model", () => {
    for (const collection of yamlCollections) {
      expect(yamlTypeName(collection.file.replace(/^data\/|\.yaml$/g, ""))).toBe(collection.typeName);
    }
  });
});

describe("the /index/ alias", () => {
  it("sends the visitor to / at once and names / as canonical", () => {
    const html = indexAliasHtml("Gestura", "https://gestura.ai");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/">');
    expect(html).toContain('<link rel="canonical" href="https://gestura.ai/">');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<a href="/">Gestura</a>');
  });
});
