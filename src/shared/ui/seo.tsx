import type { ReactNode } from "react";
import { useSite } from "../hooks/use-site";
import { routes } from "../lib/routes";
import { serializeJsonLd } from "../lib/json-ld";

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the page's own address, e.g. "/page-about/". */
  path: string;
  /** Path of the canonical address when another page carries the same content (default: `path`). */
  canonicalPath?: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** schema.org data, rendered as JSON-LD. */
  jsonLd?: object;
  children?: ReactNode;
}

/** The one head component: title, description, canonical link, Open Graph and Twitter tags, JSON-LD. */
export function Seo({ title, description, path, canonicalPath = path, image, type = "website", noindex, jsonLd, children }: SeoProps) {
  const { site, siteUrl } = useSite();
  const fullTitle = title === site.name ? title : `${title}${site.titleSeparator}${site.name}`;
  // og:url names the canonical address too, so a share of either copy counts for one page.
  const url = `${siteUrl}${canonicalPath}`;
  const feedTitle = `${site.feedTitle}${site.titleSeparator}${site.name}`;
  const imageUrl = `${siteUrl}${image ?? "/og-image.png"}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {/* A PNG, not an SVG: Chromium builds an SVG icon as a document of its own on the page's main thread, which
          took 12–36 ms after load in our traces; decoding a 32 px PNG takes next to nothing. */}
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href={routes.manifest} />
      <link rel="alternate" type="application/rss+xml" title={feedTitle} href={routes.feed} />
      {jsonLd ? (
        // JSON with "<" escaped cannot close the script element early.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
      {children}
    </>
  );
}
