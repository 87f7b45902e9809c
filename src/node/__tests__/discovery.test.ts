import { canonicalOf, isListed, isNoindex, jsonLdOf, pageFacts, robotsTxt, sitemapEntries, sitemapXml, webManifest } from "../discovery";

const SITE = "https://gestura.example";

/** A built page's HTML as React writes it: the head's tags, then the body with its main content. */
function html({
  path,
  canonical = path,
  noindex = false,
  ld,
  main = "",
}: {
  path: string;
  canonical?: string;
  noindex?: boolean;
  ld?: object;
  main?: string;
}) {
  return [
    `<!DOCTYPE html><html lang="en"><head><title>x</title>`,
    `<link rel="canonical" href="${SITE}${canonical}"/>`,
    noindex ? `<meta name="robots" content="noindex"/>` : "",
    ld ? `<script type="application/ld+json">${JSON.stringify(ld)}</script>` : "",
    `</head><body><header><a href="/blog-details/9/">In the menu</a></header><main id="main">${main}</main></body></html>`,
  ].join("");
}

describe("reading a built page's head", () => {
  it("finds the canonical address, the noindex and the JSON-LD objects", () => {
    const page = html({ path: "/blog-details-3/4/", canonical: "/blog-details/4/", noindex: true, ld: [{ "@type": "A" }, { "@type": "B" }] });
    expect(canonicalOf(page)).toBe(`${SITE}/blog-details/4/`);
    expect(isNoindex(page)).toBe(true);
    expect(jsonLdOf(page).map((ld) => ld["@type"])).toEqual(["A", "B"]);
    expect(isNoindex(html({ path: "/" }))).toBe(false);
  });

  it("dates a page by its content's newest dateModified or datePosted, and keeps the links of its main content", () => {
    const facts = pageFacts(
      "/blog/",
      html({ path: "/blog/", ld: { dateModified: "2025-06-02", datePosted: "2025-06-09T00:00:00Z" }, main: '<a href="/blog-details/4/#top">4</a>' }),
    );
    expect(facts).toMatchObject({ path: "/blog/", modified: "2025-06-09", links: ["/blog-details/4/"] });
  });
});

describe("the sitemap", () => {
  const pages = [
    pageFacts("/", html({ path: "/", main: '<a href="/blog-details/4/">4</a><a href="/blog-details/5/">5</a><a href="/page-about/">About</a>' })),
    pageFacts("/blog-details/4/", html({ path: "/blog-details/4/", ld: { datePublished: "2025-04-01", dateModified: "2025-04-20" } })),
    pageFacts("/blog-details/5/", html({ path: "/blog-details/5/", ld: { dateModified: "2025-05-01" } })),
    pageFacts("/blog-details-3/5/", html({ path: "/blog-details-3/5/", canonical: "/blog-details/5/", ld: { dateModified: "2025-05-01" } })),
    pageFacts("/page-about/", html({ path: "/page-about/" })),
    pageFacts("/sign-in/", html({ path: "/sign-in/", noindex: true })),
    pageFacts("/404/", html({ path: "/404/", canonical: "/page-not-found/", noindex: true })),
  ];

  it("lists every indexable page whose canonical is its own, and no noindex page or copy", () => {
    expect(sitemapEntries(pages, SITE).map((entry) => entry.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/blog-details/4/`,
      `${SITE}/blog-details/5/`,
      `${SITE}/page-about/`,
    ]);
  });

  it("dates each page by its content, a page of lists by the newest page it lists, and leaves the others undated", () => {
    const lastmod = Object.fromEntries(sitemapEntries(pages, SITE).map((entry) => [entry.loc.slice(SITE.length), entry.lastmod]));
    expect(lastmod).toEqual({ "/": "2025-05-01", "/blog-details/4/": "2025-04-20", "/blog-details/5/": "2025-05-01", "/page-about/": undefined });
  });

  it("compares a page's address with its canonical the way the canonical spells it (encoded)", () => {
    expect(isListed({ path: "/blog-category/a b/", canonical: `${SITE}/blog-category/a%20b/`, noindex: false }, SITE)).toBe(true);
    expect(isListed({ path: "/x/", canonical: null, noindex: false }, SITE)).toBe(false);
  });

  it("writes the sitemap protocol's XML with escaped addresses", () => {
    expect(sitemapXml([{ loc: `${SITE}/a&b/`, lastmod: "2025-01-02" }, { loc: `${SITE}/` }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${SITE}/a&amp;b/</loc><lastmod>2025-01-02</lastmod></url>`,
        `  <url><loc>${SITE}/</loc></url>`,
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});

describe("robots.txt and the web app manifest", () => {
  it("keeps crawlers out of the account, team, checkout and mailed-link pages and names the sitemap", () => {
    const robots = robotsTxt(`${SITE}/`);
    for (const prefix of [
      "/sign-in/",
      "/sign-up/",
      "/reset-password/",
      "/page-apply/",
      "/team/",
      "/shop-checkout/",
      "/verify-email/",
      "/newsletter-confirm/",
      "/newsletter-unsubscribe/",
    ])
      expect(robots).toContain(`Disallow: ${prefix}\n`);
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it("names the site, its colours and its 192 and 512 px icons", () => {
    const manifest = JSON.parse(webManifest({ name: "Gestura", description: "Touchless.", themeColor: "#3d35c9", backgroundColor: "#ffffff" })) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: "Gestura", start_url: "/" });
    expect(manifest.icons.map((icon) => [icon.src, icon.sizes])).toEqual([
      ["/icon-192.png", "192x192"],
      ["/icon-512.png", "512x512"],
    ]);
  });
});
