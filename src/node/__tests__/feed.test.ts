/**
 * @jest-environment jsdom
 */
// jsdom is asked for by name because the well-formedness check below relies on its DOMParser.
import { DEFAULT_FEED_LIMIT, escapeXml, rssFeed, type FeedChannel, type FeedItem } from "../feed";

const channel: FeedChannel = {
  title: "Gestura blog",
  description: "Notes on touchless interaction & accessibility",
  siteUrl: "https://gestura.example",
  feedPath: "/rss.xml",
  language: "en-GB",
};

const now = new Date("2025-09-01T12:34:56Z");

const item = (id: string, date: string, extra: Partial<FeedItem> = {}): FeedItem => ({
  id,
  title: `Post ${id}`,
  desc: `About post ${id}`,
  date,
  category: "Innovation & Technology",
  authorName: "Maya Okafor",
  url: `/blog-details/${id}/`,
  ...extra,
});

/** Parses XML; a document that is not well-formed comes back holding a `parsererror` element. */
const parseXml = (xml: string): Document => new DOMParser().parseFromString(xml, "application/xml");
const parseErrors = (doc: Document): number => doc.getElementsByTagName("parsererror").length;

const DC = "http://purl.org/dc/elements/1.1/";
const ATOM = "http://www.w3.org/2005/Atom";

const text = (parent: Element | Document, tag: string): string | null => parent.getElementsByTagName(tag)[0]?.textContent ?? null;
const itemsOf = (xml: string): Element[] => Array.from(parseXml(xml).getElementsByTagName("item"));

describe("the well-formedness helper", () => {
  it("finds no error in good XML and an error in broken XML", () => {
    expect(parseErrors(parseXml('<?xml version="1.0"?><a><b x="1">ok</b></a>'))).toBe(0);
    expect(parseErrors(parseXml("<a><b>unclosed</a>"))).toBeGreaterThan(0);
    expect(parseErrors(parseXml("<a>Tom & Jerry</a>"))).toBeGreaterThan(0);
    expect(parseErrors(parseXml("<a>\u0001</a>"))).toBeGreaterThan(0);
    expect(parseErrors(parseXml("<a><dc:creator>x</dc:creator></a>"))).toBeGreaterThan(0);
  });
});

describe("escapeXml", () => {
  it.each([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&apos;"],
    ["&amp;", "&amp;amp;"],
    ["plain text", "plain text"],
    ["a\u0000b\u0008c\u000Bd\u001Fe", "abcde"],
    ["tab\tnew\nline\r", "tab\tnew\nline\r"],
    ["lone \uD800 surrogate", "lone  surrogate"],
    ["emoji 👋 kept", "emoji 👋 kept"],
  ])("escapes %j as %j", (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe("rssFeed", () => {
  const items = [item("3", "2025-03-01"), item("27", "2025-07-15"), item("26", "2025-07-08"), item("28", "2025-07-15")];
  const xml = rssFeed(channel, items, { now });
  const doc = parseXml(xml);

  it("is well-formed XML with the RSS 2.0 root and namespaces", () => {
    expect(parseErrors(doc)).toBe(0);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">');
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.documentElement.children).toHaveLength(1);
    expect(doc.documentElement.children[0].tagName).toBe("channel");
  });

  it("describes the channel", () => {
    const ch = doc.getElementsByTagName("channel")[0];
    const own = (tag: string) => Array.from(ch.children).find((c) => c.tagName === tag)?.textContent;
    expect(own("title")).toBe("Gestura blog");
    expect(own("link")).toBe("https://gestura.example");
    expect(own("description")).toBe("Notes on touchless interaction & accessibility");
    expect(xml).toContain("<description>Notes on touchless interaction &amp; accessibility</description>");
    expect(own("language")).toBe("en-GB");
    expect(own("lastBuildDate")).toBe("Mon, 01 Sep 2025 12:34:56 GMT");
  });

  it("links to itself with atom:link rel=self", () => {
    expect(xml).toContain('<atom:link href="https://gestura.example/rss.xml" rel="self" type="application/rss+xml"/>');
    const self = doc.getElementsByTagNameNS(ATOM, "link");
    expect(self).toHaveLength(1);
    expect(self[0].getAttribute("href")).toBe("https://gestura.example/rss.xml");
    expect(self[0].getAttribute("rel")).toBe("self");
    expect(self[0].getAttribute("type")).toBe("application/rss+xml");
  });

  it("joins the site address and paths with exactly one slash", () => {
    const out = rssFeed(
      { ...channel, siteUrl: "https://gestura.example/", feedPath: "rss.xml" },
      [item("5", "2025-02-01", { url: "blog-details/5/" })],
      { now },
    );
    expect(out).toContain('<atom:link href="https://gestura.example/rss.xml"');
    expect(text(parseXml(out).getElementsByTagName("item")[0], "link")).toBe("https://gestura.example/blog-details/5/");
  });

  it("lists items newest first, same-day posts by descending numeric id", () => {
    expect(itemsOf(xml).map((el) => text(el, "title"))).toEqual(["Post 28", "Post 27", "Post 26", "Post 3"]);
    const sameDay = rssFeed(channel, [item("9", "2025-05-05"), item("10", "2025-05-05"), item("100", "2025-05-05")], { now });
    expect(itemsOf(sameDay).map((el) => text(el, "title"))).toEqual(["Post 100", "Post 10", "Post 9"]);
  });

  it("does not reorder the caller's list", () => {
    rssFeed(channel, items, { now });
    expect(items.map((i) => i.id)).toEqual(["3", "27", "26", "28"]);
  });

  it("gives each item its fields, with an absolute permalink guid", () => {
    const el = itemsOf(xml)[2];
    expect(text(el, "title")).toBe("Post 26");
    expect(text(el, "link")).toBe("https://gestura.example/blog-details/26/");
    const guid = el.getElementsByTagName("guid")[0];
    expect(guid.textContent).toBe("https://gestura.example/blog-details/26/");
    expect(guid.getAttribute("isPermaLink")).toBe("true");
    expect(text(el, "description")).toBe("About post 26");
    expect(text(el, "pubDate")).toBe("Tue, 08 Jul 2025 00:00:00 GMT");
    expect(text(el, "category")).toBe("Innovation & Technology");
    expect(el.getElementsByTagNameNS(DC, "creator")[0]?.textContent).toBe("Maya Okafor");
  });

  it("keeps absolute item urls as they are", () => {
    const out = rssFeed(channel, [item("7", "2025-01-01", { url: "https://elsewhere.example/post?a=1&b=2" })], { now });
    expect(out).toContain("<link>https://elsewhere.example/post?a=1&amp;b=2</link>");
    expect(text(itemsOf(out)[0], "guid")).toBe("https://elsewhere.example/post?a=1&b=2");
  });

  it.each([
    ["2025-01-01", "Wed, 01 Jan 2025 00:00:00 GMT"],
    ["2025-07-08", "Tue, 08 Jul 2025 00:00:00 GMT"],
    ["2024-02-29", "Thu, 29 Feb 2024 00:00:00 GMT"],
    ["2025-12-31", "Wed, 31 Dec 2025 00:00:00 GMT"],
  ])("dates a post of %s as %s (RFC 822, midnight UTC)", (date, expected) => {
    const out = rssFeed(channel, [item("1", date)], { now });
    expect(text(itemsOf(out)[0], "pubDate")).toBe(expected);
    expect(expected).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} 00:00:00 GMT$/);
  });

  it.each(["2025-02-30", "2025-13-01", "2025-7-8", "08/07/2025", "", "2025-07-08T10:00:00Z"])("rejects the date %j, naming the post", (date) => {
    expect(() => rssFeed(channel, [item("42", date)], { now })).toThrow(/post 42 .*YYYY-MM-DD/);
  });

  it("checks the dates of posts beyond the limit too", () => {
    expect(() => rssFeed(channel, [item("1", "2025-01-01"), item("2", "1999-02-31")], { now, limit: 1 })).toThrow(/post 2/);
  });

  it("escapes markup, ampersands and quotes in every text field", () => {
    const hostile = item("31", "2025-08-01", {
      title: `<script>alert("hi")</script> & 'quotes'`,
      desc: `Fish & chips <b>bold</b> "double" 'single'`,
      category: "R&D <Labs>",
      authorName: `O'Brien & "Co"`,
      url: `/blog-details/31/?q="x"&y=<z>`,
    });
    const out = rssFeed({ ...channel, title: `A & B's "blog" <1>`, description: "<p>x</p>", language: "en&" }, [hostile], { now });
    const parsed = parseXml(out);
    expect(parseErrors(parsed)).toBe(0);
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<b>");
    expect(out).toContain("<title>&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &apos;quotes&apos;</title>");
    expect(out).toContain("<title>A &amp; B&apos;s &quot;blog&quot; &lt;1&gt;</title>");
    const el = parsed.getElementsByTagName("item")[0];
    expect(el.getElementsByTagName("script")).toHaveLength(0);
    expect(text(el, "title")).toBe(`<script>alert("hi")</script> & 'quotes'`);
    expect(text(el, "description")).toBe(`Fish & chips <b>bold</b> "double" 'single'`);
    expect(text(el, "category")).toBe("R&D <Labs>");
    expect(el.getElementsByTagNameNS(DC, "creator")[0]?.textContent).toBe(`O'Brien & "Co"`);
    expect(text(el, "link")).toBe(`https://gestura.example/blog-details/31/?q="x"&y=<z>`);
    expect(text(parsed, "title")).toBe(`A & B's "blog" <1>`);
    expect(text(parsed, "description")).toBe("<p>x</p>");
  });

  it("escapes the site address inside the self link's attribute", () => {
    const out = rssFeed({ ...channel, siteUrl: `https://x.example/?a="1"&b=2` }, [], { now });
    expect(parseErrors(parseXml(out))).toBe(0);
    expect(parseXml(out).getElementsByTagNameNS(ATOM, "link")[0].getAttribute("href")).toBe(`https://x.example/?a="1"&b=2/rss.xml`);
  });

  it("stays well-formed when a field holds characters XML forbids", () => {
    const out = rssFeed(channel, [item("8", "2025-04-04", { title: "Bell\u0007 and form feed\u000C" })], { now });
    expect(parseErrors(parseXml(out))).toBe(0);
    expect(text(itemsOf(out)[0], "title")).toBe("Bell and form feed");
  });

  it("keeps the newest 50 items by default", () => {
    // Post n is dated n - 1 days after 1 January 2025, so the newest 50 are posts 60 down to 11.
    const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10);
    const many = Array.from({ length: 60 }, (_, i) => item(String(i + 1), day(i + 1)));
    expect(DEFAULT_FEED_LIMIT).toBe(50);
    const kept = itemsOf(rssFeed(channel, many, { now })).map((el) => text(el, "title"));
    expect(kept).toEqual(Array.from({ length: 50 }, (_, i) => `Post ${60 - i}`));
  });

  it("cuts same-day posts at the limit by id, keeping the higher ids", () => {
    const out = rssFeed(channel, [item("4", "2025-05-05"), item("12", "2025-05-05"), item("7", "2025-05-05"), item("1", "2025-06-01")], {
      now,
      limit: 3,
    });
    expect(itemsOf(out).map((el) => text(el, "title"))).toEqual(["Post 1", "Post 12", "Post 7"]);
  });

  it("takes a limit", () => {
    expect(itemsOf(rssFeed(channel, items, { now, limit: 2 })).map((el) => text(el, "title"))).toEqual(["Post 28", "Post 27"]);
    expect(itemsOf(rssFeed(channel, items, { now, limit: 10 }))).toHaveLength(4);
    const empty = rssFeed(channel, items, { now, limit: 0 });
    expect(parseErrors(parseXml(empty))).toBe(0);
    expect(itemsOf(empty)).toHaveLength(0);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects the limit %p", (limit) => {
    expect(() => rssFeed(channel, items, { now, limit })).toThrow(RangeError);
  });

  it("uses the current time when no build time is given", () => {
    jest.useFakeTimers({ now: new Date("2026-01-02T03:04:05Z") });
    try {
      expect(text(parseXml(rssFeed(channel, [])), "lastBuildDate")).toBe("Fri, 02 Jan 2026 03:04:05 GMT");
    } finally {
      jest.useRealTimers();
    }
  });

  it("rejects an invalid build time", () => {
    expect(() => rssFeed(channel, items, { now: new Date("nope") })).toThrow(RangeError);
  });
});
