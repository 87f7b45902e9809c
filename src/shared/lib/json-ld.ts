/** Structured data (JSON-LD) written into the page head. */

/**
 * JSON for a `<script type="application/ld+json">` body: `<`, `>`, `&` and the JS line separators are written as
 * \u escapes, so no value (a title containing "</script>") can end the script element early. The result parses
 * back to the same value.
 */
export const serializeJsonLd = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The organisation's logo for structured data: the 512 px square icon (Google asks for at least 112 × 112). */
export const LOGO_PATH = "/icon-512.png";

export interface OrganizationSite {
  name: string;
  email: string;
  social: readonly { url: string }[];
}

/**
 * schema.org Organization for the company behind the site: its name, address, logo, contact address and profiles.
 * The home page carries it on its own; articles name it as their publisher. `siteUrl` is the origin, no slash.
 */
export function organizationLd(site: OrganizationSite, siteUrl: string) {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${siteUrl}${LOGO_PATH}`, width: 512, height: 512 },
    email: site.email,
    sameAs: site.social.map((profile) => profile.url),
  } as const;
}

/**
 * schema.org BreadcrumbList for a trail of named addresses (paths on the site), the current page last; the current
 * page may go without an address, as Google allows. Null when a crumb before the last has no address (Google
 * requires one), so a trail through a page that does not exist is left out rather than marked up wrongly.
 */
export function breadcrumbListLd(trail: readonly { name: string; path?: string }[], siteUrl: string) {
  if (trail.slice(0, -1).some((crumb) => !crumb.path)) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      ...(crumb.path ? { item: `${siteUrl}${crumb.path}` } : {}),
    })),
  };
}
