/**
 * Every route of the site, spelled once. gatsby-node and every Link use these builders.
 * Paths end with a slash, as Gatsby's default `trailingSlash: "always"` serves them.
 */

export const routes = {
  home: "/",
  /** The blog's RSS feed, written after the build. */
  feed: "/rss.xml",
  /** Written after the build from the built pages (src/node/discovery.ts). */
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  manifest: "/manifest.webmanifest",
  homeAlias: "/index/",
  features: "/page-features/",
  pricing: "/page-pricing/",
  about: "/page-about/",
  career: "/page-career/",
  contact: "/page-contact/",
  integrations: "/page-integrations/",
  team: "/page-team/",
  blog: "/blog/",
  blogClassic: "/blog-classic/",
  signUp: "/sign-up/",
  signIn: "/sign-in/",
  resetPassword: "/reset-password/",
  waitlist: "/page-waitlist/",
  /** Opened from mailed links (`#token=…`, PRODUCT §6). */
  verifyEmail: "/verify-email/",
  newsletterConfirm: "/newsletter-confirm/",
  newsletterUnsubscribe: "/newsletter-unsubscribe/",
  comingSoon: "/coming-soon/",
  terms: "/page-terms/",
  privacy: "/page-privacy/",
  cookiePolicy: "/page-cookie-policy/",
  accessibility: "/page-accessibility/",
  notFound: "/page-not-found/",
  shopCart: "/shop-cart/",
  shopCheckout: "/shop-checkout/",
  /** The team console (issue 44): a client-only area, its views under it (src/features/team/rules.ts). */
  console: "/team/",
} as const;

/**
 * Encodes one path segment the way Gatsby's router spells the page's path: `encodeURI`, so spaces become %20 and
 * "&" stays "&" ("Accessibility%20&%20Ethics"). Gatsby creates pages under the decoded path and, in the browser,
 * renders a page only when `encodeURI(page path)` equals the address after `encodeURI(decodeURI(address))`; a
 * link written with encodeURIComponent ("%26") never matches that after a click, and the page stays blank until
 * a reload. "/", "?" and "#" would end the segment, so they are escaped too (names holding them cannot be routed
 * by Gatsby at all).
 */
export const encodeSegment = (segment: string): string => encodeURI(segment).replace(/[/?#]/g, (c) => encodeURIComponent(c));

/** Decodes a segment taken from an address; malformed escapes are returned unchanged. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A category's address segment: its name in lower case, "&" spelled "and", every other run of characters that are
 * not letters or digits one "-" ("Accessibility & Ethics" → "accessibility-and-ethics"). One form with nothing to
 * encode, so links, the canonical, the sitemap and the page Gatsby creates all spell it alike (review validators-3:
 * the names' raw "&" and "%20" were fragile). The content check rejects two categories with one slug.
 */
export function categorySlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Families of pages made from data, keyed by the prefix their addresses share. */
export const families = {
  blogDetails: "/blog-details/",
  blogDetails3: "/blog-details-3/",
  blogCategory: "/blog-category/",
  blogAuthor: "/blog-author/",
  careerDetail: "/page-career-detail/",
  apply: "/page-apply/",
  productDetail: "/shop-product-detail/",
} as const;

export type Family = keyof typeof families;

/** Address of a page in a family, for links (the key is encoded). */
export const familyPath = (family: Family, key: string | number): string => `${families[family]}${encodeSegment(String(key))}/`;

/** Path given to createPage: Gatsby wants the decoded form, e.g. "/blog-category/Inclusive Design/". */
export const familyPagePath = (family: Family, key: string | number): string => `${families[family]}${String(key)}/`;

export const blogDetailsPath = (id: string): string => familyPath("blogDetails", id);
export const blogDetails3Path = (id: string): string => familyPath("blogDetails3", id);
export const blogCategoryPath = (category: string): string => familyPath("blogCategory", categorySlug(category));
export const blogAuthorPath = (authorId: string): string => familyPath("blogAuthor", authorId);
export const careerDetailPath = (jobId: string): string => familyPath("careerDetail", jobId);
export const applyPath = (jobId: string): string => familyPath("apply", jobId);
export const productDetailPath = (productId: string): string => familyPath("productDetail", productId);
export const legalPath = (slug: string): string => `/page-${slug}/`;

/**
 * Where an unknown address should go: the first item of its family, or null when the address belongs to no
 * fallback family (a real 404). `fallbacks` maps a family prefix to the first item's path.
 */
export function fallbackTarget(pathname: string, fallbacks: Readonly<Record<string, string>>): string | null {
  for (const [prefix, target] of Object.entries(fallbacks)) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length && pathname !== target) return target;
  }
  return null;
}

/** True when `to` leaves the site (an absolute URL, mailto: or tel:). */
export const isExternal = (to: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

/**
 * Adds the trailing slash our addresses use to a site path, before any query or fragment ("/page-privacy#x" →
 * "/page-privacy/#x"); anything else (absolute URLs, "//host", "#x") is unchanged. The API base URL has its own
 * rule, `ensureTrailingSlash` in ./api.
 */
export function withTrailingSlash(href: string): string {
  const match = /^(\/[^?#]*?)(\/?)([?#].*)?$/.exec(href);
  if (!match || href.startsWith("//")) return href;
  return `${match[1]}/${match[3] ?? ""}`.replace(/^\/\/$/, "/");
}
