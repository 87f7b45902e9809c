import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { employmentTypeOf, jobPostingJsonLd, type JobPostingInput, type JobPostingOptions } from "../job-posting";
import { serializeJsonLd } from "../../../shared/lib/json-ld";
import { checkJobPosting } from "./support/check-job-posting";

const root = path.resolve(__dirname, "../../../..");
const yaml = <T>(file: string): T => YAML.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;

const jobs = yaml<JobPostingInput[]>("data/jobs.yaml");
const site = yaml<{ name: string }>("data/site.yaml");
const options: JobPostingOptions = { siteUrl: "https://gestura.ai/", logo: "/apple-touch-icon.png" };

const fixture: JobPostingInput = {
  id: "99",
  name: "Accessibility Researcher",
  type: "Part-time",
  location: "Hybrid",
  city: "Toronto",
  country: "CA",
  salary: "$60k - $80k CAD",
  posted: "2025-09-15",
  desc: "First paragraph.\n\nSecond <script>alert(1)</script> & more.",
  tasks: ["Run studies with <b>real</b> users."],
  requirements: ["R&D experience."],
};

describe("employmentTypeOf", () => {
  it.each([
    ["Full-time", "FULL_TIME"],
    ["Part-time", "PART_TIME"],
    ["Contract", "CONTRACTOR"],
    ["Internship", "INTERN"],
    ["Temporary", "TEMPORARY"],
    ["full time", "FULL_TIME"],
    ["Seasonal", "OTHER"],
  ])("maps %j to %s", (type, expected) => {
    expect(employmentTypeOf(type)).toBe(expected);
  });
});

describe("jobPostingJsonLd", () => {
  it("finds the jobs of data/jobs.yaml", () => {
    expect(jobs.length).toBeGreaterThan(0);
  });

  it.each(jobs.map((job) => [job.id, job] as const))("job %s passes checkJobPosting and round-trips as JSON", (_id, job) => {
    const ld = jobPostingJsonLd(job, site, options);
    expect(checkJobPosting(ld)).toEqual([]);
    expect(JSON.parse(JSON.stringify(ld))).toStrictEqual(ld);
    expect(JSON.parse(serializeJsonLd(ld))).toStrictEqual(ld);
    expect(ld.title).toBe(job.name);
    expect(ld.datePosted).toBe(String(job.posted));
    expect(ld.url).toBe(`https://gestura.ai/page-career-detail/${job.id}/`);
    expect(ld.identifier).toEqual({ "@type": "PropertyValue", name: "Gestura", value: String(job.id) });
    expect(ld.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Gestura",
      sameAs: "https://gestura.ai/",
      logo: "https://gestura.ai/apple-touch-icon.png",
    });
    expect(ld.directApply).toBe(false);
    expect(ld.baseSalary).toBeDefined();
  });

  it("marks a Remote job TELECOMMUTE, open to applicants in its country, with no jobLocation", () => {
    const remote = jobs.find((job) => job.location === "Remote");
    if (!remote) throw new Error("data/jobs.yaml has no Remote job");
    const ld = jobPostingJsonLd(remote, site, options);
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    expect(ld.applicantLocationRequirements).toEqual({ "@type": "Country", name: remote.country });
    expect(ld).not.toHaveProperty("jobLocation");
  });

  it("gives a Hybrid job a Place with its city and country, and the full fixture output", () => {
    const ld = jobPostingJsonLd(fixture, site, { ...options, validForDays: 30 });
    expect(ld).not.toHaveProperty("jobLocationType");
    expect(ld).not.toHaveProperty("applicantLocationRequirements");
    expect(ld.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Toronto", addressCountry: "CA" },
    });
    expect(ld.employmentType).toBe("PART_TIME");
    expect(ld.datePosted).toBe("2025-09-15");
    expect(ld.validThrough).toBe("2025-10-15T00:00:00.000Z");
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "CAD",
      value: { "@type": "QuantitativeValue", minValue: 60_000, maxValue: 80_000, unitText: "YEAR" },
    });
    expect(checkJobPosting(ld)).toEqual([]);
  });

  it("names the office's region beside its town when the job gives one", () => {
    expect(jobPostingJsonLd({ ...fixture, region: "ON" }, site, options).jobLocation?.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Toronto",
      addressRegion: "ON",
      addressCountry: "CA",
    });
  });

  it("defaults validThrough to 90 days after posting", () => {
    expect(jobPostingJsonLd(fixture, site, options).validThrough).toBe("2025-12-14T00:00:00.000Z");
  });

  it("builds the description as <p> and <ul><li>, escaping <, > and & in the text", () => {
    const { description } = jobPostingJsonLd(fixture, site, options);
    expect(description).toBe(
      "<p>First paragraph.</p>" +
        "<p>Second &lt;script&gt;alert(1)&lt;/script&gt; &amp; more.</p>" +
        "<p>Responsibilities</p><ul><li>Run studies with &lt;b&gt;real&lt;/b&gt; users.</li></ul>" +
        "<p>Requirements</p><ul><li>R&amp;D experience.</li></ul>",
    );
    expect(description).not.toContain("<script>");
  });

  it("leaves baseSalary out when the salary text cannot be read", () => {
    const ld = jobPostingJsonLd({ ...fixture, salary: "Competitive" }, site, options);
    expect(ld).not.toHaveProperty("baseSalary");
    expect(checkJobPosting(ld)).toEqual([]);
  });

  it("accepts the readonly arrays and ISO date-time of a GraphQL result", () => {
    const fromQuery = { ...fixture, posted: "2025-09-15T00:00:00.000Z", tasks: Object.freeze(["A task."]) } as const;
    const ld = jobPostingJsonLd(fromQuery, site, options);
    expect(ld.datePosted).toBe("2025-09-15");
    expect(checkJobPosting(ld)).toEqual([]);
  });

  it("serializes without any raw < so a value cannot close the script element", () => {
    const ld = jobPostingJsonLd({ ...fixture, name: "Engineer</script><script>alert(1)" }, site, options);
    const json = serializeJsonLd(ld);
    expect(json).not.toMatch(/</);
    expect(JSON.parse(json)).toStrictEqual(ld);
  });
});

describe("checkJobPosting", () => {
  const valid = () => jobPostingJsonLd(fixture, site, options);

  it("reports a missing title", () => {
    const { title: _title, ...rest } = valid();
    expect(checkJobPosting(rest)).toEqual(["title: missing or empty"]);
  });

  it("reports an employmentType outside Google's list", () => {
    expect(checkJobPosting({ ...valid(), employmentType: "Full-time" })).toEqual([
      expect.stringMatching(/^employmentType: "Full-time" is not one of FULL_TIME/),
    ]);
  });

  it("reports a job with neither a place nor a remote location", () => {
    const { jobLocation: _place, ...rest } = valid();
    expect(checkJobPosting(rest)).toEqual([expect.stringMatching(/^jobLocation: missing/)]);
    expect(checkJobPosting({ ...rest, jobLocationType: "TELECOMMUTE" })).toEqual(["applicantLocationRequirements: required for a TELECOMMUTE job"]);
  });

  it("reports validThrough not after datePosted, and past validThrough when given now", () => {
    expect(checkJobPosting({ ...valid(), validThrough: "2025-09-15" })).toEqual(["validThrough: must be after datePosted"]);
    expect(checkJobPosting(valid(), { now: new Date("2026-01-01T00:00:00Z") })).toEqual(["validThrough: already past, the posting has expired"]);
  });

  it("reports a malformed baseSalary, unescaped HTML and relative URLs", () => {
    const ld = valid();
    const problems = checkJobPosting({
      ...ld,
      description: "<p>Hi</p><script>x</script>",
      url: "/page-career-detail/99/",
      baseSalary: { "@type": "MonetaryAmount", currency: "$", value: { "@type": "QuantitativeValue", minValue: 9, maxValue: 1, unitText: "YEARLY" } },
    });
    expect(problems).toEqual([
      "description: tag <script> is not allowed",
      "description: tag <script> is not allowed",
      "baseSalary.currency: must be a three-letter ISO 4217 code",
      "baseSalary.value: minValue is above maxValue",
      "baseSalary.value.unitText: must be one of HOUR, DAY, WEEK, MONTH, YEAR",
      "url: must be an absolute URL",
    ]);
  });

  it("rejects what is not an object", () => {
    expect(checkJobPosting(null)).toEqual(["JobPosting: not an object"]);
  });
});
