/**
 * Passwords people pick most often (review L15, ASVS 2.1.7): about 49,000 from the xato list that zxcvbn-ts ships
 * (`@zxcvbn-ts/language-common`, MIT), read once on first use and kept as a set in the server only (never in the
 * site's bundle). A password is compared in the form it is hashed in: Unicode NFKC, so look-alike code points of
 * one character count as that character, and lower case for the comparison alone.
 */
import fs from "node:fs";
import { createRequire } from "node:module";

let common: Set<string> | null = null;

/** The form a password is hashed and checked in (NIST SP 800-63B 5.1.1.2: NFKC). */
export function normalisePassword(password: string): string {
  return password.normalize("NFKC");
}

export function isCommonPassword(password: string): boolean {
  if (common === null) {
    const file = createRequire(import.meta.url).resolve("@zxcvbn-ts/language-common/src/passwords.json");
    common = new Set((JSON.parse(fs.readFileSync(file, "utf8")) as string[]).map((entry) => entry.normalize("NFKC").toLowerCase()));
  }
  return common.has(normalisePassword(password).toLowerCase());
}
