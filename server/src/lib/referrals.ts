/**
 * Referral codes and the place in line (PRODUCT.md §6). A code is 12 random letters and digits (about 71 bits), so
 * codes cannot be guessed from one another. An account's place key is its join number minus `boost` per referral;
 * the position is 1 + the accounts whose key (then join number) is smaller, counted with `place_buckets` and the
 * index `users_place_idx` (migration 003).
 */
import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.js";

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

/** Domains whose mail all reaches one Gmail inbox, and where dots in the local part are ignored. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address delivers to, as far as we can tell (review 3 N2): compatibility-normalised (NFKC) and lower
 * case, a "+tag" dropped on every domain (ada+2@example.com is ada@example.com), a trailing dot of the domain
 * dropped, and for Gmail the dots of the local part removed and googlemail.com read as gmail.com
 * (a.da.lovelace@googlemail.com is adalovelace@gmail.com). Used to hold referrals for review, never to refuse.
 */
export function canonicalMailbox(email: string): string {
  const text = email.trim().normalize("NFKC").toLowerCase();
  const at = text.lastIndexOf("@");
  if (at === -1) return text;
  let local = text.slice(0, at).split("+")[0];
  let domain = text.slice(at + 1).replace(/\.+$/, "");
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** True when two addresses reach one inbox (`canonicalMailbox`). Joining with one's own code that way is a self-referral. */
export function sameMailbox(a: string, b: string): boolean {
  return canonicalMailbox(a) === canonicalMailbox(b);
}

/** Why a referral is held for review instead of moving the referrer up. */
export type ReferralHold = "same-mailbox" | "same-network";

/** How long two sign-ups from one network and browser count as the same person's. */
export const SAME_NETWORK_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What is recorded of a sign-up to tell people from inboxes: its canonical mailbox, network and browser. */
export interface SignupSignals {
  mailbox: string;
  /** IPv4 /24 or IPv6 /48; null when the address is not one. */
  network: string | null;
  /** A short hash of the User-Agent header; null without one. */
  agent: string | null;
}

/**
 * Whether a referral by `referrerId` of a new sign-up with `signals` is held for review: its mailbox already has
 * an account (the referrer's or anyone's), or the referrer or another account it referred signed up from the same
 * network with the same browser within `SAME_NETWORK_WINDOW_MS`. Call before inserting the new account.
 */
export async function referralHold(db: Queryable, referrerId: string, signals: SignupSignals, now: number): Promise<ReferralHold | null> {
  const [mailbox] = await db.query("SELECT 1 FROM users WHERE mailbox = $1 LIMIT 1", [signals.mailbox]);
  if (mailbox) return "same-mailbox";
  if (signals.network === null) return null;
  const [network] = await db.query(
    `SELECT 1 FROM users
      WHERE (id = $1 OR referred_by = $1) AND signup_network = $2 AND signup_agent IS NOT DISTINCT FROM $3 AND created_at > $4
      LIMIT 1`,
    [referrerId, signals.network, signals.agent, new Date(now - SAME_NETWORK_WINDOW_MS)],
  );
  return network ? "same-network" : null;
}

/**
 * Brings the place keys in line with `boost` (the setting may have changed since they were written) and gives a code
 * to every account that has none (accounts made before referrals existed). Runs once at start.
 */
export async function prepareReferrals(db: Queryable, boost: number): Promise<void> {
  await db.query("UPDATE users SET place = join_seq - $1::bigint * referrals WHERE place <> join_seq - $1::bigint * referrals", [boost]);
  const unknown = await db.query<{ id: string; email: string }>("SELECT id, email FROM users WHERE mailbox IS NULL");
  for (const { id, email } of unknown) await db.query("UPDATE users SET mailbox = $2 WHERE id = $1", [id, canonicalMailbox(email)]);
  const missing = await db.query<{ id: string }>("SELECT id FROM users WHERE referral_code IS NULL");
  for (const { id } of missing) {
    await db.query("UPDATE users SET referral_code = $2 WHERE id = $1 AND referral_code IS NULL", [id, newReferralCode()]);
  }
}

export interface PlaceInLine {
  /** 1 is next in line; 0 once invited (the member has left the line). */
  position: number;
  total: number;
  referralCode: string;
  referrals: number;
  /** Confirmed referrals held for review (`referral_hold`), which have not moved the account. */
  pendingReferrals: number;
  /** When the team invited the member (migration 012), or null while waiting. */
  invitedAt: Date | null;
}

/**
 * The account's place in line without loading the table: the members of the place buckets before its own, plus the
 * accounts ahead of it inside its bucket (an index range of about 1024 entries); the total is the sum of the buckets.
 * Invited members have left the line (issue 44): the buckets and the count within leave them out.
 */
export async function placeInLine(db: Queryable, userId: string): Promise<PlaceInLine> {
  const rows = await db.query<{
    referral_code: string;
    referrals: number;
    pending: number;
    before: number;
    within: number;
    total: number;
    invited_at: Date | null;
  }>(
    `SELECT u.referral_code, u.referrals, u.invited_at,
            (SELECT count(*) FROM users r WHERE r.referred_by = u.id AND r.referral_hold IS NOT NULL AND r.referral_counted)::int AS pending,
            (SELECT COALESCE(sum(b.members), 0) FROM place_buckets b WHERE b.bucket < (u.place >> 10))::int AS before,
            (SELECT count(*) FROM users a
              WHERE a.place >= ((u.place >> 10) << 10) AND (a.place, a.join_seq) < (u.place, u.join_seq)
                AND a.invited_at IS NULL)::int AS within,
            (SELECT COALESCE(sum(b.members), 0) FROM place_buckets b)::int AS total
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error("placeInLine: no such account");
  return {
    position: row.invited_at === null ? row.before + row.within + 1 : 0,
    total: row.total,
    referralCode: row.referral_code,
    referrals: row.referrals,
    pendingReferrals: row.pending,
    invitedAt: row.invited_at === null ? null : new Date(row.invited_at),
  };
}
