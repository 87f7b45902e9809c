/**
 * The blog's RSS 2.0 feed, for gatsby-node's onPostBuild to write to public/<feedPath> at build time.
 * `rssFeed` is pure: it takes the channel settings and the posts already mapped to plain items, and returns the XML.
 */
import { isIsoDay } from "../shared/lib/dates";
import { newestFirst } from "../shared/lib/posts";

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute site address, e.g. `https://gestura.example`; a trailing slash is ignored. */
  siteUrl: string;
  /** Where the feed is served, e.g. `/rss.xml`; used for the channel's `atom:link rel="self"`. */
  feedPath: string;
  /** Language code, e.g. `en-GB`. */
  language: string;
}

export interface FeedItem {
  /** Numeric post id as text; breaks ties between posts of the same day (higher first). */
  id: string;
  title: string;
  desc: string;
  /** Publication day, `YYYY-MM-DD`; the item's pubDate is 00:00 UTC on that day. */
  date: string;
  category: string;
  authorName: string;
  /** The post's address: absolute, or a site path such as `/blog-details/26/` resolved against `siteUrl`. */
  url: string;
}

export interface FeedOptions {
  /** Most items to include, newest first (default 50). */
  limit?: number;
  /** The build time, for `lastBuildDate` (default: now). */
  now?: Date;
}

export const DEFAULT_FEED_LIMIT = 50;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Characters XML 1.0 forbids even when escaped (C0 controls other than tab, newline and carriage return, lone
 * surrogates, U+FFFE and U+FFFF). A stray one pasted into a title would otherwise make the whole feed unreadable.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for XML element content and attribute values, dropping characters XML cannot hold. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** Joins a site path onto the site address; absolute URLs pass through. */
function absolute(siteUrl: string, pathOrUrl: string): string {
  if (ABSOLUTE.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, "")}/${pathOrUrl.replace(/^\/+/, "")}`;
}

/** `YYYY-MM-DD` to an RFC 822 date at 00:00 UTC (`Tue, 08 Jul 2025 00:00:00 GMT`); throws on a non-date. */
function pubDate(item: FeedItem): string {
  if (!isIsoDay(item.date)) {
    throw new Error(`RSS feed: post ${item.id} has date "${item.date}", expected a real day written YYYY-MM-DD`);
  }
  return new Date(`${item.date}T00:00:00Z`).toUTCString();
}

const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;

/**
 * RSS 2.0 XML for the blog: the newest `limit` items (date descending, then numeric id descending), each with title,
 * link, permalink guid, description, pubDate, category and dc:creator. All text is escaped. `lastBuildDate` is
 * `now`. Throws a RangeError for a limit that is not a whole number of 0 or more, and an Error naming the post for
 * a date that is not `YYYY-MM-DD`.
 */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[], options: FeedOptions = {}): string {
  const limit = options.limit ?? DEFAULT_FEED_LIMIT;
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`RSS feed: limit must be a whole number of 0 or more, got ${limit}`);
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError("RSS feed: the build time is not a valid date");

  // Every date is checked, not only the newest `limit`: a malformed date would also sort in the wrong place.
  const dated = items.map((item) => ({ ...item, pubDate: pubDate(item) }));
  const entries = newestFirst(dated)
    .slice(0, limit)
    .map((item) => {
      const link = escapeXml(absolute(channel.siteUrl, item.url));
      return [
        "    <item>",
        `      ${element("title", item.title)}`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      ${element("description", item.desc)}`,
        `      <pubDate>${item.pubDate}</pubDate>`,
        `      ${element("category", item.category)}`,
        `      ${element("dc:creator", item.authorName)}`,
        "    </item>",
      ].join("\n");
    });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", channel.title)}`,
    `    ${element("link", channel.siteUrl)}`,
    `    ${element("description", channel.description)}`,
    `    ${element("language", channel.language)}`,
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(absolute(channel.siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
