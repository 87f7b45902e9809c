/**
 * The content the site ships, counted from the files a writer or recruiter edits (issue 3's "Done means").
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { wordCount } from "../../lib/reading-time";
import { parseMdx } from "../validate";

const root = path.resolve(__dirname, "../../..");
const yaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;

const words = wordCount;

const posts = fs
  .readdirSync(path.join(root, "content/blog"))
  .map((folder) => parseMdx(fs.readFileSync(path.join(root, "content/blog", folder, "index.mdx"), "utf8")));

describe("blog", () => {
  it("has 35 posts with ids 1 to 35, dated 2025", () => {
    const ids = posts.map((p) => Number(p.frontmatter?.id)).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    for (const p of posts) expect(String(p.frontmatter?.date)).toMatch(/^2025-/);
  });

  it("gives posts 26 to 35 full articles of 600+ words with two figures and the three calls to action", () => {
    const full = posts.filter((p) => Number(p.frontmatter?.id) >= 26);
    expect(full).toHaveLength(10);
    for (const p of full) {
      expect(words(p.body)).toBeGreaterThanOrEqual(600);
      expect((p.body.match(/<Figure /g) ?? []).length).toBeGreaterThanOrEqual(2);
      for (const target of ["/sign-up", "/page-contact", "#subscribe"]) expect(p.body).toContain(target);
    }
  });

  it("leaves posts 1 to 25 without a body", () => {
    const topicOnly = posts.filter((p) => Number(p.frontmatter?.id) <= 25);
    expect(topicOnly).toHaveLength(25);
    for (const p of topicOnly) expect(words(p.body)).toBe(0);
  });

  it("uses all ten categories", () => {
    const categories = yaml<{ name: string }[]>("data/categories.yaml").map((c) => c.name);
    expect(categories).toHaveLength(10);
    expect(new Set(posts.map((p) => p.frontmatter?.category))).toEqual(new Set(categories));
  });
});

describe("data", () => {
  it("has six jobs with distinct titles and non-empty descriptions, and nine shared benefits", () => {
    const jobs = yaml<{ name: string; desc: string }[]>("data/jobs.yaml");
    expect(jobs).toHaveLength(6);
    expect(new Set(jobs.map((j) => j.name)).size).toBe(6);
    for (const job of jobs) expect(job.desc.trim().length).toBeGreaterThan(100);
    expect(yaml<unknown[]>("data/benefits.yaml")).toHaveLength(9);
  });

  it("has nine plans", () => {
    expect(yaml<{ plans: unknown[] }>("data/pricing.yaml").plans).toHaveLength(9);
  });

  it("has 10 comparison groups across 6 columns", () => {
    const { comparison } = yaml<{ comparison: { columns: unknown[]; groups: unknown[] } }>("data/pricing.yaml");
    expect(comparison.groups).toHaveLength(10);
    expect(comparison.columns).toHaveLength(6);
  });

  it("has the 12 aligned logos (ids 1–12, 165×48) and the 8 partner logos with dark variants (ids 19–26)", () => {
    type Logo = { id: string; width: number; height: number; darkImage?: string };
    const logos = yaml<{ aligned: Logo[]; partners: Logo[] }>("data/logos.yaml");
    expect(logos.aligned.map((l) => l.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    for (const logo of logos.aligned) expect([logo.width, logo.height]).toEqual([165, 48]);
    expect(logos.partners.map((l) => l.id)).toEqual(Array.from({ length: 8 }, (_, i) => String(i + 19)));
    for (const logo of logos.partners) expect(logo.darkImage).toBeTruthy();
  });

  it("has nine hero avatars", () => {
    const avatars = fs.readdirSync(path.join(root, "data/images/avatars")).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
    expect(avatars).toHaveLength(9);
  });

  it("has the six integrations, one of them for identity verification", () => {
    const integrations = yaml<{ name: string; category: string }[]>("data/integrations.yaml");
    expect(integrations.map((i) => i.name).slice(0, 5)).toEqual(["Slack", "Salesforce", "Stripe", "PayPal", "HubSpot"]);
    expect(integrations).toHaveLength(6);
    expect(integrations[5].category).toBe("Authentication");
  });
});
