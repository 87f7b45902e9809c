/**
 * Referral codes and the place in line (PRODUCT.md §6). A code is 12 random letters and digits (about 71 bits), so
 * codes cannot be guessed from one another. An account's place key is its join number minus `boost` per referral;
 * the position is 1 + the accounts whose key (then join number) is smaller, counted with `place_buckets` and the
 * index `users_place_idx` (migration 003).
 */
import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const REFERRAL_CODE_LENGTH = 12;

/** A new referral code; rejection sampling keeps every letter equally likely. */
export function newReferralCode(): string {
  let code = "";
  while (code.length < REFERRAL_CODE_LENGTH) {
    for (const byte of randomBytes(REFERRAL_CODE_LENGTH * 2)) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (byte < 248 && code.length < REFERRAL_CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

/**
 * True when two normalised addresses reach one mailbox: the same domain and the same local part once a "+tag" is
 * dropped (ada+2@example.com is ada@example.com). Joining with one's own code that way is a self-referral.
 */
export function sameMailbox(a: string, b: string): boolean {
  const base = (email: string): string => {
    const at = email.lastIndexOf("@");
    return `${email.slice(0, at).split("+")[0]}@${email.slice(at + 1)}`;
  };
  return base(a) === base(b);
}

/**
 * Brings the place keys in line with `boost` (the setting may have changed since they were written) and gives a code
 * to every account that has none (accounts made before referrals existed). Runs once at start.
 */
export async function prepareReferrals(db: Queryable, boost: number): Promise<void> {
  await db.query("UPDATE users SET place = join_seq - $1::bigint * referrals WHERE place <> join_seq - $1::bigint * referrals", [boost]);
  const missing = await db.query<{ id: string }>("SELECT id FROM users WHERE referral_code IS NULL");
  for (const { id } of missing) {
    await db.query("UPDATE users SET referral_code = $2 WHERE id = $1 AND referral_code IS NULL", [id, newReferralCode()]);
  }
}

export interface PlaceInLine {
  position: number;
  total: number;
  referralCode: string;
  referrals: number;
}

/**
 * The account's place in line without loading the table: the members of the place buckets before its own, plus the
 * accounts ahead of it inside its bucket (an index range of about 1024 entries); the total is the sum of the buckets.
 */
export async function placeInLine(db: Queryable, userId: string): Promise<PlaceInLine> {
  const rows = await db.query<{ referral_code: string; referrals: number; before: number; within: number; total: number }>(
    `SELECT u.referral_code, u.referrals,
            (SELECT COALESCE(sum(b.members), 0) FROM place_buckets b WHERE b.bucket < (u.place >> 10))::int AS before,
            (SELECT count(*) FROM users a
              WHERE a.place >= ((u.place >> 10) << 10) AND (a.place, a.join_seq) < (u.place, u.join_seq))::int AS within,
            (SELECT COALESCE(sum(b.members), 0) FROM place_buckets b)::int AS total
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error("placeInLine: no such account");
  return { position: row.before + row.within + 1, total: row.total, referralCode: row.referral_code, referrals: row.referrals };
}
