/**
 * Test oracle: a JobPosting object checked against Google's required and recommended fields
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting). Only tests use it, to check
 * what src/features/careers/job-posting.ts builds; the site never ships it.
 */
import { EMPLOYMENT_TYPES } from "../../job-posting";

const isAbsoluteUrl = (value: string): boolean => /^https?:\/\/[^/\s]+/i.test(value);
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
