/**
 * Pure pieces of the job application (SPEC §3, §5; PRODUCT §1): the résumé check, the profile-link checks, and the
 * fields sent. Messages are the caller's words, except the profile-link sentences, which the contract fixes.
 */
import { API_LIMITS, isProfileUrl, PROFILE_URLS, type JobApplicationFields } from "../../lib/api-contract";

/** File endings the résumé may have (SPEC §5). */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** What the file input's `accept` says, so the picker offers these first. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(",");

/**
 * Why a résumé is refused: "type" (not .pdf, .doc or .docx), "size" (not under `API_LIMITS.resumeMaxBytes`, or
 * empty), or null when it is fine. The server checks the content too.
 */
export function resumeProblem(file: Pick<File, "name" | "size">): "type" | "size" | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return "type";
  if (file.size <= 0 || file.size >= API_LIMITS.resumeMaxBytes) return "size";
  return null;
}

/** The contract's sentence for a profile link that does not start with its prefix; null when empty or fine. */
export function profileProblem(kind: keyof typeof PROFILE_URLS, value: string): string | null {
  if (value.trim() === "") return null;
  return isProfileUrl(kind, value) ? null : PROFILE_URLS[kind].message;
}

export interface ApplicationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  linkedin_url: string;
  github_url: string;
  portfolio_url: string;
  cover_letter: string;
  country: string;
  other_country: string;
}

const optional = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The text fields sent: first and last name together as `full_name`, the position from the job, the typed country
 * when "Other" was chosen, and empty optional fields left out.
 */
export function applicationFields(values: ApplicationValues, position: string, otherCountry: string): JobApplicationFields {
  const country = values.country === otherCountry ? values.other_country : values.country;
  return {
    full_name: `${values.first_name.trim()} ${values.last_name.trim()}`,
    email: values.email.trim(),
    phone: values.phone.trim(),
    position,
    linkedin_url: values.linkedin_url.trim(),
    github_url: optional(values.github_url),
    portfolio_url: optional(values.portfolio_url),
    cover_letter: optional(values.cover_letter),
    country: optional(country),
  };
}

/** The upload's percentage, whole, 0 to 100. */
export function uploadPercent(fraction: number): number {
  return Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
}

/**
 * The percentage a screen reader hears: every quarter (0, 25, 50, 75, 100), so the announcements keep up with a
 * phone's upload without filling the speech queue.
 */
export function announcedPercent(percent: number): number {
  return Math.floor(percent / 25) * 25;
}
