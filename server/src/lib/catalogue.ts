/**
 * The shop's catalogue as the server knows it: data/products.yaml, read once at start (the same file the site is
 * built from), so a reservation is checked against the real ids and prices, never the browser's copy.
 */
import { randomInt } from "node:crypto";
import fs from "node:fs";
import YAML from "yaml";
import { dataFile } from "../paths.js";

export interface CatalogueProduct {
  id: string;
  name: string;
  /** In cents, so sums are exact. */
  priceCents: number;
}

const PRODUCTS_FILE = dataFile("products.yaml");

export function readCatalogue(file = PRODUCTS_FILE): Map<string, CatalogueProduct> {
  const entries = YAML.parse(fs.readFileSync(file, "utf8")) as { id: string | number; name: string; price: number }[];
  return new Map(entries.map((entry) => [String(entry.id), { id: String(entry.id), name: entry.name, priceCents: Math.round(entry.price * 100) }]));
}

/** 30 letters and digits without look-alikes (no 0/O, 1/I/L): easy to read out and to type. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * A reservation reference: "GST-" and six characters drawn at random (about 30⁶ ≈ 729 million), so references
 * are neither a sequence nor guessable; the database's unique index catches the rare repeat and the caller draws again.
 */
export function reservationReference(pick: (max: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `GST-${code}`;
}

export const REFERENCE_PATTERN = /^GST-[2-9A-HJKMNP-Z]{6}$/;
