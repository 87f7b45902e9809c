/**
 * schema.org JobPosting structured data for a job detail page, so openings can appear in Google's job search.
 * Pure: the caller passes the job (YAML entry or GraphQL result), the organisation and the site's origin, and
 * renders the result with `serializeJsonLd` (./json-ld.ts) inside `<script type="application/ld+json">`. The salary
 * text is read by ./salary.ts; tests check the result against Google's rules (__tests__/support/check-job-posting.ts).
 * Field rules follow https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
import { isIsoDay, utcDay } from "../../shared/lib/dates";
import { careerDetailPath } from "../../shared/lib/routes";
import { parseSalaryRange, type SalaryUnit } from "./salary";
import { paragraphs } from "../../shared/lib/text";

/** The fields of a job this module reads: a data/jobs.yaml entry or a `JobsYaml` query result (with `id: yamlId`). */
export interface JobPostingInput {
  readonly id: string | number;
  readonly name: string;
  /** "Full-time", "Part-time", "Contract", "Internship", "Temporary" ... */
  readonly type: string;
  /** "Remote" or "Hybrid". */
  readonly location: string;
  readonly city: string;
  /** State or province; given for a Hybrid job (the content check asks for it). */
  readonly region?: string | null;
  readonly country: string;
  /** Free text, read with `parseSalaryRange`; baseSalary is left out when it cannot be read. */
  readonly salary: string;
  /** YYYY-MM-DD (an ISO date-time or a Date is also accepted; its UTC date is used). */
  readonly posted: string | Date;
  readonly desc: string;
  readonly tasks: readonly string[];
  readonly requirements: readonly string[];
}

/** The hiring organisation: data/site.yaml satisfies this. */
export interface JobPostingOrg {
  readonly name: string;
}

export interface JobPostingOptions {
  /** The site's origin, `siteMetadata.siteUrl` ("https://gestura.ai"); a trailing slash is ignored. */
  siteUrl: string;
  /** The organisation's logo: an absolute URL, or a path on the site ("/apple-touch-icon.png") joined to siteUrl. */
  logo: string;
  /** Days the opening stays valid after `posted`. Default 90. */
  validForDays?: number;
  /** Headings put before the lists in the description. Default "Responsibilities" and "Requirements". */
  headings?: { tasks: string; requirements: string };
}

export const DEFAULT_VALID_FOR_DAYS = 90;

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface PostalAddressLd {
  "@type": "PostalAddress";
  addressLocality: string;
  addressRegion?: string;
  addressCountry: string;
}

export interface JobPostingJsonLd {
  "@context": "https://schema.org";
  "@type": "JobPosting";
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: EmploymentType;
  hiringOrganization: { "@type": "Organization"; name: string; sameAs: string; logo: string };
  identifier: { "@type": "PropertyValue"; name: string; value: string };
  directApply: boolean;
  url: string;
  jobLocationType?: "TELECOMMUTE";
  applicantLocationRequirements?: { "@type": "Country"; name: string };
  jobLocation?: { "@type": "Place"; address: PostalAddressLd };
  baseSalary?: {
    "@type": "MonetaryAmount";
    currency: string;
    value: { "@type": "QuantitativeValue"; minValue: number; maxValue: number; unitText: SalaryUnit };
  };
}

const EMPLOYMENT_BY_WORD: Readonly<Record<string, EmploymentType>> = {
  fulltime: "FULL_TIME",
  parttime: "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  freelance: "CONTRACTOR",
  internship: "INTERN",
  intern: "INTERN",
  temporary: "TEMPORARY",
  temp: "TEMPORARY",
  volunteer: "VOLUNTEER",
  perdiem: "PER_DIEM",
};

/** Google's employmentType for the job's type: "Full-time" → FULL_TIME ... ; case, spaces and dashes ignored; unknown → OTHER. */
export function employmentTypeOf(type: string): EmploymentType {
  const key = type.toLowerCase().replace(/[^a-z]/g, "");
  return EMPLOYMENT_BY_WORD[key] ?? "OTHER";
}

/** Escapes text for an HTML text node: &, < and > (quotes need no escaping outside attributes). */
export const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The description as the simple HTML Google accepts: the paragraphs of desc, then each list under its heading. */
export function jobDescriptionHtml(
  job: Pick<JobPostingInput, "desc" | "tasks" | "requirements">,
  headings: { tasks: string; requirements: string } = { tasks: "Responsibilities", requirements: "Requirements" },
): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const list = (heading: string, items: readonly string[]) => {
    const lis = items.map((item) => item.trim()).filter(Boolean);
    return lis.length ? `${p(heading)}<ul>${lis.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
  };
  return [...paragraphs(job.desc).map(p), list(headings.tasks, job.tasks), list(headings.requirements, job.requirements)].join("");
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `posted` as YYYY-MM-DD, or null when it is not a date (an impossible day such as 2025-02-30 too). */
function postedDay(posted: string | Date): string | null {
  if (posted instanceof Date) return utcDay(posted);
  const trimmed = posted.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isIsoDay(trimmed) ? trimmed : null;
  return utcDay(new Date(trimmed));
}

const isAbsoluteUrl = (value: string): boolean => /^https?:\/\/[^/\s]+/i.test(value);
const origin = (siteUrl: string): string => siteUrl.trim().replace(/\/+$/, "");
const absolute = (siteUrl: string, pathOrUrl: string): string =>
  isAbsoluteUrl(pathOrUrl) ? pathOrUrl : `${origin(siteUrl)}/${pathOrUrl.replace(/^\/+/, "")}`;

/**
 * The JobPosting object for one job page. Remote jobs are TELECOMMUTE open to applicants in the job's country;
 * Hybrid jobs have a jobLocation in the job's city, region and country. validThrough is the start (00:00 UTC) of the day
 * `validForDays` after `posted`; it is left out when `posted` is not a date.
 */
export function jobPostingJsonLd(job: JobPostingInput, org: JobPostingOrg, options: JobPostingOptions): JobPostingJsonLd {
  const day = postedDay(job.posted);
  const validForDays = options.validForDays ?? DEFAULT_VALID_FOR_DAYS;
  const site = origin(options.siteUrl);
  const id = String(job.id);

  const ld: JobPostingJsonLd = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.name.trim(),
    description: jobDescriptionHtml(job, options.headings),
    datePosted: day ?? String(job.posted),
    employmentType: employmentTypeOf(job.type),
    hiringOrganization: { "@type": "Organization", name: org.name, sameAs: `${site}/`, logo: absolute(site, options.logo) },
    identifier: { "@type": "PropertyValue", name: org.name, value: id },
    // Applications go through our own form on a separate page, not on the job page itself.
    directApply: false,
    url: `${site}${careerDetailPath(id)}`,
  };
  if (day) ld.validThrough = new Date(Date.parse(`${day}T00:00:00Z`) + validForDays * DAY_MS).toISOString();

  if (job.location.trim().toLowerCase() === "remote") {
    ld.jobLocationType = "TELECOMMUTE";
    ld.applicantLocationRequirements = { "@type": "Country", name: job.country };
  } else {
    ld.jobLocation = {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city,
        ...(job.region ? { addressRegion: job.region } : {}),
        addressCountry: job.country,
      },
    };
  }

  const salary = parseSalaryRange(job.salary);
  if (salary) {
    ld.baseSalary = {
      "@type": "MonetaryAmount",
      currency: salary.currency,
      value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: salary.unitText },
    };
  }
  return ld;
}
