/**
 * Rules the content must keep as writers and recruiters add to it. Exact counts stay only where SPEC.md fixes them
 * (the ten categories, the logo lists, nine avatars, nine benefits, the pricing plans and comparison groups); posts,
 * jobs and authors may grow, so they are checked for what every entry must satisfy.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { isIsoDay } from "../../shared/lib/dates";
import { readingMinutes, wordCount } from "../../features/blog/reading-time";
import { parseMdx } from "../validate";

const root = path.resolve(__dirname, "../../..");
const yaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;

const posts = fs.readdirSync(path.join(root, "content/blog")).map((folder) => {
  const { frontmatter, body } = parseMdx(fs.readFileSync(path.join(root, "content/blog", folder, "index.mdx"), "utf8"));
  return { folder, id: String(frontmatter?.id), category: frontmatter?.category, author: frontmatter?.author, date: frontmatter?.date, body };
});
const postById = (id: number) => posts.find((p) => p.id === String(id));

describe("blog", () => {
  it("gives every post its own id, a whole number, and a real day as its date", () => {
    const ids = posts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of posts) {
      expect(`${p.folder}: ${p.id}`).toMatch(/: [1-9]\d*$/);
      expect(isIsoDay(p.date instanceof Date ? p.date.toISOString().slice(0, 10) : p.date)).toBe(true);
    }
  });

  it("keeps posts 1 to 35 (SPEC §2 names ids 26 to 35)", () => {
    for (let id = 1; id <= 35; id += 1) expect(postById(id)).toBeDefined();
  });

  it("gives posts 26 to 35 full articles of 600+ words (3+ minutes) with two figures and the three calls to action", () => {
    for (let id = 26; id <= 35; id += 1) {
      const body = postById(id)?.body ?? "";
      expect(wordCount(body)).toBeGreaterThanOrEqual(600);
      expect(readingMinutes(wordCount(body))).toBeGreaterThanOrEqual(3);
      expect((body.match(/<Figure /g) ?? []).length).toBeGreaterThanOrEqual(2);
      for (const target of ["/sign-up", "/page-contact", "#subscribe"]) expect(body).toContain(target);
    }
  });

  it("leaves posts 1 to 25 as topics without a body or reading time (SPEC §2: 'Content is coming soon')", () => {
    for (let id = 1; id <= 25; id += 1) {
      expect(wordCount(postById(id)?.body ?? "x")).toBe(0);
      expect(readingMinutes(wordCount(postById(id)?.body ?? "x"))).toBe(0);
    }
  });

  it("puts every post in a known category, by a known author", () => {
    const categories = new Set(yaml<{ name: string }[]>("data/categories.yaml").map((c) => c.name));
    const authors = new Set(yaml<{ id: string }[]>("data/authors.yaml").map((a) => a.id));
    expect(posts.filter((p) => !categories.has(String(p.category))).map((p) => `${p.folder}: ${String(p.category)}`)).toEqual([]);
    expect(posts.filter((p) => !authors.has(String(p.author))).map((p) => `${p.folder}: ${String(p.author)}`)).toEqual([]);
  });

  it("has SPEC §9's ten categories", () => {
    expect(yaml<{ name: string }[]>("data/categories.yaml").map((c) => c.name)).toEqual([
      "Innovation & Technology",
      "Education & Learning",
      "Digital Health Ethics",
      "Accessibility & Inclusion",
      "Company & Vision",
      "Future of Work",
      "Content & Communication",
      "Accessibility & Ethics",
      "Inclusive Design",
      "Product & Hardware",
    ]);
  });
});

describe("data", () => {
  it("gives every job its own id and title and a description, and keeps the nine shared benefits (SPEC §9)", () => {
    const jobs = yaml<{ id: string | number; name: string; desc: string }[]>("data/jobs.yaml");
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((j) => String(j.id))).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    for (const job of jobs) expect(job.desc.trim().length).toBeGreaterThan(100);
    expect(yaml<unknown[]>("data/benefits.yaml")).toHaveLength(9);
  });

  it("has SPEC §9's nine plans and ten comparison groups across six columns", () => {
    const pricing = yaml<{ plans: unknown[]; comparison: { columns: unknown[]; groups: unknown[] } }>("data/pricing.yaml");
    expect(pricing.plans).toHaveLength(9);
    expect(pricing.comparison.groups).toHaveLength(10);
    expect(pricing.comparison.columns).toHaveLength(6);
  });

  it("has the 12 aligned logos (ids 1–12, 165×48) and the 8 partner logos with dark variants (ids 19–26)", () => {
    type Logo = { id: string; width: number; height: number; darkImage?: string };
    const logos = yaml<{ aligned: Logo[]; partners: Logo[] }>("data/logos.yaml");
    expect(logos.aligned.map((l) => l.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    for (const logo of logos.aligned) expect([logo.width, logo.height]).toEqual([165, 48]);
    expect(logos.partners.map((l) => l.id)).toEqual(Array.from({ length: 8 }, (_, i) => String(i + 19)));
    for (const logo of logos.partners) expect(logo.darkImage).toBeTruthy();
  });

  it("has nine hero avatars (SPEC §2: five of nine at random)", () => {
    const avatars = fs.readdirSync(path.join(root, "data/images/avatars")).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
    expect(avatars).toHaveLength(9);
  });

  it("has SPEC §9's integrations, one of them for identity verification", () => {
    const integrations = yaml<{ name: string; category: string }[]>("data/integrations.yaml");
    expect(integrations.map((i) => i.name)).toEqual(expect.arrayContaining(["Slack", "Salesforce", "Stripe", "PayPal", "HubSpot"]));
    expect(integrations.filter((i) => i.category === "Authentication")).toHaveLength(1);
  });
});
