/**
 * schema.org JobPosting structured data for a job detail page, so openings can appear in Google's job search.
 * Pure: the caller passes the job (YAML entry or GraphQL result), the organisation and the site's origin, and
 * renders the result with `serializeJsonLd` inside `<script type="application/ld+json">`.
 * Field rules follow https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
import { careerDetailPath } from "./routes";
import { paragraphs } from "./text";

/* ------------------------------------------------------------------ salary */

export type SalaryUnit = "YEAR" | "MONTH" | "HOUR";

export interface SalaryRange {
  /** ISO 4217 code, upper case ("USD"). */
  currency: string;
  /** Whole currency units (dollars, not cents); equal to `max` when the text gives one amount. */
  min: number;
  max: number;
  unitText: SalaryUnit;
}

const UNIT_PATTERNS: readonly (readonly [SalaryUnit, RegExp])[] = [
  ["HOUR", /\/\s*(?:hr|hrs|hour|h)\b|\bper\s+(?:hr|hour)\b|\ban\s+hour\b|\bhourly\b/gi],
  ["MONTH", /\/\s*(?:mo|mon|month)\b|\bper\s+month\b|\ba\s+month\b|\bmonthly\b/gi],
  ["YEAR", /\/\s*(?:yr|year|y|annum)\b|\bper\s+(?:year|annum)\b|\ba\s+year\b|\b(?:yearly|annually|annual)\b/gi],
];

/** Currency signs, longest first so "CA$" is not read as "$". "$" alone is generic (USD unless a code says otherwise). */
const SIGNS: readonly (readonly [string, string | null])[] = [
  ["US$", "USD"],
  ["CA$", "CAD"],
  ["AU$", "AUD"],
  ["C$", "CAD"],
  ["A$", "AUD"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["$", null],
];

const SIGN = "(US\\$|CA\\$|AU\\$|C\\$|A\\$|\\$|€|£)";
const NUMBER = "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)";
const MULTIPLIER = "([kKmM])?";
const AMOUNT = `${SIGN}?\\s*${NUMBER}\\s*${MULTIPLIER}`;
const RANGE = new RegExp(`^${AMOUNT}(?:\\s*(?:-|–|—|−|to)\\s*${AMOUNT})?$`, "i");

const multiplierOf = (suffix: string | undefined): number => (!suffix ? 1 : suffix.toLowerCase() === "k" ? 1_000 : 1_000_000);

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Reads the salary text shown on a job ("$100k - $140k USD", "$90,000–$120,000 USD", "$60k - $80k CAD",
 * "$45 - $60/hr", "€4,000 per month") into amounts in whole currency units.
 * - Separators: hyphen, en dash, em dash, minus sign or "to". One amount gives min = max.
 * - "k" multiplies by 1,000 and "m" by 1,000,000; "$100-140k" applies the upper bound's "k" to both.
 * - Currency: a three-letter code wins; otherwise the sign ("$" → USD, "C$" → CAD, "€" → EUR, "£" → GBP).
 * - Period: "/hr", "per hour", "hourly" → HOUR; "/mo", "per month" → MONTH; anything else → YEAR.
 * Returns null for text it cannot read exactly: no amount, no currency, conflicting currencies or periods,
 * extra words ("Competitive", "up to $140k"), or a lower bound above the upper one.
 */
export function parseSalaryRange(text: string): SalaryRange | null {
  let rest = text.replace(/[\s\u00a0\u202f]+/g, " ").trim();
  if (!rest) return null;

  const units = new Set<SalaryUnit>();
  for (const [unit, pattern] of UNIT_PATTERNS) {
    rest = rest.replace(pattern, () => {
      units.add(unit);
      return " ";
    });
  }
  if (units.size > 1) return null;
  const unitText: SalaryUnit = units.values().next().value ?? "YEAR";

  const codes = new Set<string>();
  rest = rest.replace(/\b[A-Z]{3}\b/g, (code) => {
    codes.add(code);
    return " ";
  });
  if (codes.size > 1) return null;
  rest = rest.replace(/\s+/g, " ").trim();

  const match = RANGE.exec(rest);
  if (!match) return null;
  const [, signA, numA, multA, signB, numB, multB] = match;

  const signCurrencies = new Set<string>();
  for (const sign of [signA, signB]) {
    if (!sign) continue;
    const found = SIGNS.find(([s]) => s.toLowerCase() === sign.toLowerCase());
    if (found?.[1]) signCurrencies.add(found[1]);
  }
  const code = codes.values().next().value;
  const hasSign = Boolean(signA || signB);
  if (signCurrencies.size > 1) return null;
  const fromSign = signCurrencies.values().next().value;
  if (code && fromSign && code !== fromSign) return null;
  const currency = code ?? fromSign ?? (hasSign ? "USD" : undefined);
  if (!currency) return null;

  const upperMultiplier = multiplierOf(multB);
  const lowerRaw = Number(numA.replace(/,/g, ""));
  let min = lowerRaw * multiplierOf(multA);
  let max = min;
  if (numB !== undefined) {
    const upperRaw = Number(numB.replace(/,/g, ""));
    max = upperRaw * upperMultiplier;
    // "$100-140k": the "k" belongs to both bounds, but "$500 - $1.2k" keeps 500 as written.
    if (!multA && multB && lowerRaw <= upperRaw) min = lowerRaw * upperMultiplier;
  }
  min = round2(min);
  max = round2(max);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min <= 0 || min > max) return null;
  return { currency, min, max, unitText };
}

/* ------------------------------------------------------------ JSON-LD build */

/** The fields of a job this module reads: a data/jobs.yaml entry or a `JobsYaml` query result (with `id: yamlId`). */
export interface JobPostingInput {
  readonly id: string | number;
  readonly name: string;
  /** "Full-time", "Part-time", "Contract", "Internship", "Temporary" ... */
  readonly type: string;
  /** "Remote" or "Hybrid". */
  readonly location: string;
  readonly city: string;
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

/** The UTC day of `posted` as YYYY-MM-DD, or null when it is not a date. */
function postedDay(posted: string | Date): string | null {
  if (posted instanceof Date) return Number.isNaN(posted.getTime()) ? null : posted.toISOString().slice(0, 10);
  const trimmed = posted.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const date = new Date(`${trimmed}T00:00:00Z`);
    // Rejects impossible days such as 2025-02-30, which Date would roll over.
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(trimmed) ? trimmed : null;
  }
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

const isAbsoluteUrl = (value: string): boolean => /^https?:\/\/[^/\s]+/i.test(value);
const origin = (siteUrl: string): string => siteUrl.trim().replace(/\/+$/, "");
const absolute = (siteUrl: string, pathOrUrl: string): string =>
  isAbsoluteUrl(pathOrUrl) ? pathOrUrl : `${origin(siteUrl)}/${pathOrUrl.replace(/^\/+/, "")}`;

/**
 * The JobPosting object for one job page. Remote jobs are TELECOMMUTE open to applicants in the job's country;
 * Hybrid jobs have a jobLocation in the job's city and country. validThrough is the start (00:00 UTC) of the day
 * `validForDays` after `posted`; it is left out when `posted` is not a date (checkJobPosting then reports it).
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
      address: { "@type": "PostalAddress", addressLocality: job.city, addressCountry: job.country },
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

/**
 * JSON for a `<script type="application/ld+json">` body: `<`, `>`, `&` and the JS line separators are written as
 * \u escapes, so no value (a title containing "</script>") can end the script element early.
 */
export const serializeJsonLd = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/* ------------------------------------------------------------------ checks */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const isoTime = (v: unknown): number | null => (typeof v === "string" && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null);

/** Tags Google's job description accepts (plus inline emphasis); anything else means unescaped text or markup. */
const ALLOWED_TAGS = new Set(["p", "br", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i"]);
const SALARY_UNITS = new Set(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]);

function checkAddress(address: unknown, where: string): string[] {
  if (!isRecord(address)) return [`${where}.address: missing PostalAddress`];
  const problems: string[] = [];
  if (address["@type"] !== "PostalAddress") problems.push(`${where}.address: @type must be "PostalAddress"`);
  if (!nonEmpty(address.addressCountry)) problems.push(`${where}.address.addressCountry: missing (Google requires it)`);
  if (!nonEmpty(address.addressLocality) && !nonEmpty(address.addressRegion))
    problems.push(`${where}.address: needs addressLocality or addressRegion`);
  return problems;
}

function checkBaseSalary(salary: unknown): string[] {
  if (!isRecord(salary)) return ["baseSalary: must be a MonetaryAmount object"];
  const problems: string[] = [];
  if (salary["@type"] !== "MonetaryAmount") problems.push('baseSalary: @type must be "MonetaryAmount"');
  if (typeof salary.currency !== "string" || !/^[A-Z]{3}$/.test(salary.currency))
    problems.push("baseSalary.currency: must be a three-letter ISO 4217 code");
  const value = salary.value;
  if (!isRecord(value)) return [...problems, "baseSalary.value: must be a QuantitativeValue object"];
  if (value["@type"] !== "QuantitativeValue") problems.push('baseSalary.value: @type must be "QuantitativeValue"');
  const num = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v > 0;
  const hasSingle = value.value !== undefined;
  const hasRange = value.minValue !== undefined || value.maxValue !== undefined;
  if (!hasSingle && !hasRange) problems.push("baseSalary.value: needs value, or minValue and maxValue");
  if (hasSingle && !num(value.value)) problems.push("baseSalary.value.value: must be a positive number");
  if (hasRange) {
    if (!num(value.minValue)) problems.push("baseSalary.value.minValue: must be a positive number");
    if (!num(value.maxValue)) problems.push("baseSalary.value.maxValue: must be a positive number");
    if (num(value.minValue) && num(value.maxValue) && (value.minValue as number) > (value.maxValue as number))
      problems.push("baseSalary.value: minValue is above maxValue");
  }
  if (typeof value.unitText !== "string" || !SALARY_UNITS.has(value.unitText))
    problems.push("baseSalary.value.unitText: must be one of HOUR, DAY, WEEK, MONTH, YEAR");
  return problems;
}

/**
 * Problems with a JobPosting object against Google's required and recommended fields; empty when it is valid.
 * Required: @context/@type, title, description (HTML with only simple tags), datePosted, hiringOrganization.name,
 * and a place (jobLocation with addressCountry) or a remote job (jobLocationType TELECOMMUTE with
 * applicantLocationRequirements). Recommended and checked: validThrough after datePosted, employmentType in
 * Google's list; baseSalary, identifier, directApply, url, sameAs and logo are checked when present.
 * With `now`, a validThrough already past is reported too (Google then treats the posting as expired).
 */
export function checkJobPosting(obj: unknown, options: { now?: Date } = {}): string[] {
  if (!isRecord(obj)) return ["JobPosting: not an object"];
  const problems: string[] = [];

  if (obj["@context"] !== "https://schema.org" && obj["@context"] !== "http://schema.org") problems.push('@context: must be "https://schema.org"');
  if (obj["@type"] !== "JobPosting") problems.push('@type: must be "JobPosting"');
  if (!nonEmpty(obj.title)) problems.push("title: missing or empty");
  else if (/<[a-z/!]/i.test(obj.title)) problems.push("title: must be plain text, not HTML");

  if (!nonEmpty(obj.description)) problems.push("description: missing or empty");
  else {
    for (const [, tag] of obj.description.matchAll(/<\/?\s*([a-zA-Z][\w-]*)/g)) {
      if (!ALLOWED_TAGS.has(tag.toLowerCase())) problems.push(`description: tag <${tag}> is not allowed`);
    }
  }

  const posted = isoTime(obj.datePosted);
  if (obj.datePosted === undefined) problems.push("datePosted: missing");
  else if (posted === null) problems.push("datePosted: not an ISO 8601 date");

  const through = isoTime(obj.validThrough);
  if (obj.validThrough === undefined) problems.push("validThrough: missing (Google recommends an expiry date)");
  else if (through === null) problems.push("validThrough: not an ISO 8601 date");
  else if (posted !== null && through <= posted) problems.push("validThrough: must be after datePosted");
  else if (options.now && through < options.now.getTime()) problems.push("validThrough: already past, the posting has expired");

  const types = asList(obj.employmentType);
  if (types.length === 0) problems.push("employmentType: missing");
  for (const t of types) {
    if (typeof t !== "string" || !(EMPLOYMENT_TYPES as readonly string[]).includes(t))
      problems.push(`employmentType: ${JSON.stringify(t)} is not one of ${EMPLOYMENT_TYPES.join(", ")}`);
  }

  const org = obj.hiringOrganization;
  if (!isRecord(org)) problems.push("hiringOrganization: missing");
  else {
    if (org["@type"] !== "Organization") problems.push('hiringOrganization: @type must be "Organization"');
    if (!nonEmpty(org.name)) problems.push("hiringOrganization.name: missing or empty");
    for (const key of ["sameAs", "logo"] as const) {
      if (org[key] !== undefined && !(typeof org[key] === "string" && isAbsoluteUrl(org[key])))
        problems.push(`hiringOrganization.${key}: must be an absolute URL`);
    }
  }

  const remote = asList(obj.jobLocationType).includes("TELECOMMUTE");
  if (obj.jobLocationType !== undefined && !remote) problems.push('jobLocationType: the only accepted value is "TELECOMMUTE"');
  const places = asList(obj.jobLocation);
  places.forEach((place, i) => {
    const where = places.length > 1 ? `jobLocation[${i}]` : "jobLocation";
    if (!isRecord(place)) problems.push(`${where}: must be a Place object`);
    else {
      if (place["@type"] !== "Place") problems.push(`${where}: @type must be "Place"`);
      problems.push(...checkAddress(place.address, where));
    }
  });
  const areas = asList(obj.applicantLocationRequirements);
  for (const area of areas) {
    if (!isRecord(area) || !["Country", "State", "AdministrativeArea"].includes(String(area["@type"])) || !nonEmpty(area.name))
      problems.push("applicantLocationRequirements: each entry needs @type Country, State or AdministrativeArea and a name");
  }
  if (remote && areas.length === 0) problems.push("applicantLocationRequirements: required for a TELECOMMUTE job");
  if (!remote && places.length === 0) problems.push("jobLocation: missing (or set jobLocationType TELECOMMUTE with applicantLocationRequirements)");

  if (obj.baseSalary !== undefined) problems.push(...checkBaseSalary(obj.baseSalary));

  if (obj.identifier !== undefined) {
    const idv = obj.identifier;
    if (!isRecord(idv) || idv["@type"] !== "PropertyValue" || !nonEmpty(idv.name) || !(nonEmpty(idv.value) || typeof idv.value === "number"))
      problems.push("identifier: must be a PropertyValue with a name and a value");
  }
  if (obj.directApply !== undefined && typeof obj.directApply !== "boolean") problems.push("directApply: must be true or false");
  if (obj.url !== undefined && !(typeof obj.url === "string" && isAbsoluteUrl(obj.url))) problems.push("url: must be an absolute URL");

  return problems;
}
