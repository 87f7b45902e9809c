/**
 * The content check stops the build with `file: entry: message`. Each test starts from the real content of the
 * repository (which must pass) and breaks one thing, as a writer or recruiter might.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { checkAllContent, editDistance, validateContent, type SourceFiles } from "../validate";

const root = path.resolve(__dirname, "../../..");

function realFiles(): { yaml: Map<string, string>; mdx: Map<string, string>; exists: SourceFiles["exists"] } {
  const yaml = new Map<string, string>();
  for (const name of fs.readdirSync(path.join(root, "data"))) {
    if (name.endsWith(".yaml")) yaml.set(`data/${name}`, fs.readFileSync(path.join(root, "data", name), "utf8"));
  }
  const mdx = new Map<string, string>();
  for (const folder of ["content/blog", "content/legal"]) {
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(rel);
        else if (entry.name.endsWith(".mdx")) mdx.set(rel, fs.readFileSync(path.join(root, rel), "utf8"));
      }
    };
    walk(folder);
  }
  return { yaml, mdx, exists: (p) => fs.existsSync(path.join(root, p)) };
}

function edit(map: Map<string, string>, file: string, from: string | RegExp, to: string): void {
  const text = map.get(file);
  if (text === undefined) throw new Error(`fixture has no ${file}`);
  const next = text.replace(from, to);
  if (next === text) throw new Error(`fixture edit did not apply to ${file}: ${String(from)}`);
  map.set(file, next);
}

/** Parses a YAML file of the fixture, lets the test change it, and writes it back. */
function editYaml(files: ReturnType<typeof realFiles>, file: string, change: (data: Record<string, unknown>[]) => void): void {
  const data = YAML.parse(files.yaml.get(file) ?? "") as Record<string, unknown>[];
  change(data);
  files.yaml.set(file, YAML.stringify(data));
}

const firstMdx = (files: ReturnType<typeof realFiles>, prefix: string): string => {
  const file = [...files.mdx.keys()].find((f) => f.startsWith(prefix));
  if (!file) throw new Error(`no MDX under ${prefix}`);
  return file;
};

describe("content validation", () => {
  it("accepts the content in the repository", () => {
    expect(validateContent(root)).toEqual([]);
  });

  it("names the file, the job and the field when a job misses a required field", () => {
    const files = realFiles();
    editYaml(files, "data/jobs.yaml", (jobs) => {
      delete jobs[1].desc;
    });
    expect(checkAllContent(files)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^data\/jobs\.yaml: job 2: missing required field "desc"$/)]),
    );
  });

  it("reports an unknown field with a suggestion for a misspelling", () => {
    const files = realFiles();
    editYaml(files, "data/jobs.yaml", (jobs) => {
      jobs[0].salery = jobs[0].salary;
      delete jobs[0].salary;
    });
    const problems = checkAllContent(files);
    expect(problems.some((p) => /^data\/jobs\.yaml: job 1: unknown field "salery" \(did you mean "salary"\?\)/.test(p))).toBe(true);
  });

  it("reports an unknown blog category by file", () => {
    const files = realFiles();
    const post = firstMdx(files, "content/blog/31-");
    edit(files.mdx, post, /category: "[^"]+"/, 'category: "Inovation"');
    expect(checkAllContent(files).some((p) => p.startsWith(`${post}: unknown category "Inovation"`))).toBe(true);
  });

  it("reports duplicate ids in YAML and in MDX", () => {
    const files = realFiles();
    editYaml(files, "data/jobs.yaml", (jobs) => {
      jobs[1].id = "1";
    });
    const post = firstMdx(files, "content/blog/02-");
    edit(files.mdx, post, 'id: "2"', 'id: "1"');
    const problems = checkAllContent(files);
    expect(problems.some((p) => /^data\/jobs\.yaml: job 1: duplicate id "1"/.test(p))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${post}: duplicate id "1"`))).toBe(true);
  });

  it("reports a cover image that does not exist and a figure id the frontmatter does not declare", () => {
    const files = realFiles();
    const post = firstMdx(files, "content/blog/26-");
    edit(files.mdx, post, 'cover: "./cover.jpg"', 'cover: "./missing.jpg"');
    edit(files.mdx, post, '<Figure id="three-reasons" />', '<Figure id="three-reason" />');
    const problems = checkAllContent(files).filter((p) => p.startsWith(post));
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringContaining('"cover"'), `${post}: <Figure id="three-reason" /> has no entry with that id under "figures"`]),
    );
    expect(problems.find((p) => p.includes('"cover"'))).toMatch(/missing\.jpg/);
  });

  it("rejects a date that is not a real day and a location outside the allowed values", () => {
    const files = realFiles();
    const post = firstMdx(files, "content/blog/27-");
    edit(files.mdx, post, /date: "[^"]+"/, 'date: "2025-02-30"');
    editYaml(files, "data/jobs.yaml", (jobs) => {
      jobs[2].location = "Moon";
    });
    const problems = checkAllContent(files);
    expect(problems.some((p) => p.startsWith(`${post}: `) && p.includes('"date"'))).toBe(true);
    expect(problems.some((p) => /^data\/jobs\.yaml: job \d+: .*"location".*Remote.*Hybrid/.test(p))).toBe(true);
  });

  it("asks a Hybrid job for a town and a region, not an area, so search engines can place it", () => {
    const files = realFiles();
    editYaml(files, "data/jobs.yaml", (jobs) => {
      const hybrid = jobs.find((job) => job.location === "Hybrid");
      if (!hybrid) throw new Error("the fixture needs a Hybrid job");
      hybrid.city = "Silicon Valley";
      delete hybrid.region;
    });
    const problems = checkAllContent(files).filter((p) => p.startsWith("data/jobs.yaml: "));
    expect(problems).toEqual([
      expect.stringMatching(/job \d+: field "city" is "Silicon Valley", an area: a Hybrid job needs the town its office is in/),
      expect.stringMatching(/job \d+: missing field "region": a Hybrid job needs its office's state or province/),
    ]);
  });

  it("refuses two categories whose names make one address", () => {
    const files = realFiles();
    editYaml(files, "data/categories.yaml", (categories) => {
      categories.push({ name: "Inclusive design!", description: "A second spelling." });
    });
    expect(checkAllContent(files)).toContain(
      'data/categories.yaml: category "Inclusive design!": its address /blog-category/inclusive-design/ is already that of "Inclusive Design" (rename one)',
    );
  });

  it("explains broken YAML and missing frontmatter", () => {
    const files = realFiles();
    files.yaml.set("data/benefits.yaml", "- title: [unclosed\n");
    const post = firstMdx(files, "content/blog/03-");
    files.mdx.set(post, "Just a body, no frontmatter.\n");
    const problems = checkAllContent(files);
    expect(problems.some((p) => p.startsWith("data/benefits.yaml: not valid YAML"))).toBe(true);
    expect(problems).toContain(`${post}: no frontmatter (the file must start with a --- block)`);
  });

  it("limits tags to five per post", () => {
    const files = realFiles();
    const post = firstMdx(files, "content/blog/26-");
    edit(files.mdx, post, /tags: \[[^\]]*\]/, 'tags: ["a", "b", "c", "d", "e", "f"]');
    expect(checkAllContent(files).some((p) => p.startsWith(`${post}: `) && p.includes('"tags"'))).toBe(true);
  });

  it("measures edit distance for suggestions", () => {
    expect(editDistance("salery", "salary")).toBe(1);
    expect(editDistance("desc", "desc")).toBe(0);
  });
});

describe("ids", () => {
  it("asks for quotes around a numeric id, which GraphQL would not match as text", () => {
    const files = realFiles();
    files.yaml.set("data/jobs.yaml", (files.yaml.get("data/jobs.yaml") ?? "").replace('- id: "3"', "- id: 3"));
    expect(checkAllContent(files)).toContain('data/jobs.yaml: job 3: field "id" must be written in quotes, like id: "3"');
  });
});

describe("pricing and lists of numbers", () => {
  it("stops on a yearly price that breaks the rule, naming the file and the plan", () => {
    const files = realFiles();
    edit(files.yaml, "data/pricing.yaml", "yearlyPrice: 2285", "yearlyPrice: 2290");
    expect(checkAllContent(files)).toEqual(["data/pricing.yaml: plan small-team: yearlyPrice is 2290, expected 2285 (round(238 × 12 × (1 − 0.2)))"]);
  });

  it("refuses text in a list of numbers", () => {
    const files = realFiles();
    edit(files.yaml, "data/pricing.yaml", "aslTrainingMonthly: [0, 15,", "aslTrainingMonthly: [zero, 15,");
    expect(checkAllContent(files)).toEqual(['data/pricing.yaml: field "legacy.aslTrainingMonthly" must be a list of numbers']);
  });

  it("names a misspelt plan field with the plan's position", () => {
    const files = realFiles();
    edit(files.yaml, "data/pricing.yaml", "    popular: true", "    populer: true");
    expect(checkAllContent(files)).toContain('data/pricing.yaml: unknown field "plans[5].populer" (did you mean "popular"?)');
  });

  it("reports an FAQ id used in both lists", () => {
    const files = realFiles();
    edit(files.yaml, "data/faqs.yaml", 'id: "t1"', 'id: "f1"');
    expect(checkAllContent(files)).toEqual(['data/faqs.yaml: question "f1": duplicate id (ids must be unique across both lists)']);
  });
});

describe("intro video", () => {
  it("needs an existing file for a custom video and an id for a hosted one", () => {
    const files = realFiles();
    edit(files.yaml, "data/site.yaml", "src: /video/intro.webm", "src: /video/intro.mp4");
    expect(checkAllContent(files)).toEqual(['data/site.yaml: video: field "src": file "/video/intro.mp4" not found in static/']);

    const hosted = realFiles();
    edit(hosted.yaml, "data/site.yaml", "channel: custom", "channel: youtube");
    expect(checkAllContent(hosted)).toEqual(['data/site.yaml: video: channel "youtube" needs "id" (the video\'s id there)']);
  });

  it("refuses a channel the player does not know", () => {
    const files = realFiles();
    edit(files.yaml, "data/site.yaml", "channel: custom", "channel: tiktok");
    expect(checkAllContent(files)).toEqual(['data/site.yaml: field "video.channel" is "tiktok", expected one of: custom, youtube, vimeo, youku']);
  });
});

describe("accessibility statement", () => {
  afterEach(() => jest.useRealTimers());

  it("names the file and the field of a misspelt or missing part", () => {
    const files = realFiles();
    edit(files.yaml, "data/accessibility.yaml", "    workaround: The same caption", "    workround: The same caption");
    expect(checkAllContent(files)).toEqual([
      'data/accessibility.yaml: unknown field "limitations[4].workround" (did you mean "workaround"?)',
      'data/accessibility.yaml: missing required field "limitations[4].workaround"',
    ]);
  });

  it("stops the build once the last review is more than 12 months before the day of the build", () => {
    const files = realFiles();
    const reviewed = /^reviewed: (\S+)$/m.exec(files.yaml.get("data/accessibility.yaml") ?? "")?.[1] ?? "";
    const yearOn = new Date(`${reviewed}T12:00:00Z`);
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    jest.useFakeTimers({ now: yearOn });
    expect(checkAllContent(files)).toEqual([]);
    jest.setSystemTime(yearOn.getTime() + 24 * 3600 * 1000);
    expect(checkAllContent(files)).toEqual([
      expect.stringMatching(/^data\/accessibility\.yaml: field "reviewed" is \d{4}-\d{2}-\d{2}, more than 12 months before today/),
    ]);
  });
});
