/**
 * The team role and its audit log (issue 44), shared by the console's routes and `npm run team`. The role is a row
 * in `team_members`; every team action is a row in `team_audit` (who, what, when, how many rows).
 */
import { randomUUID } from "node:crypto";
import type { TeamAuditAction } from "../../../src/lib/team-contract.js";
import { normaliseEmail } from "../../../src/lib/api-contract.js";
import type { Queryable } from "../db/database.js";
import { csvLine } from "./csv.js";

/** Whether the account has the team role. */
export async function isTeamMember(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM team_members WHERE user_id = $1", [userId]);
  return rows.length > 0;
}

/** Why the role cannot be granted to or revoked from `email`, as a sentence, or the account's id. */
type Found = { ok: true; id: string; email: string } | { ok: false; reason: string };

async function findAccount(db: Queryable, email: string): Promise<Found & { confirmed?: boolean }> {
  const address = normaliseEmail(email);
  const [user] = await db.query<{ id: string; email: string; email_confirmed_at: Date | null }>(
    "SELECT id, email, email_confirmed_at FROM users WHERE email = $1",
    [address],
  );
  if (!user) return { ok: false, reason: `No account has the address ${address}. The person signs up at /sign-up first.` };
  return { ok: true, id: user.id, email: user.email, confirmed: user.email_confirmed_at !== null };
}

/**
 * Grants the team role to the account of `email`, which must exist and be confirmed; records it in the audit log.
 * Answers a sentence saying what happened (or why nothing did) and whether it is an error.
 */
export async function grantTeamRole(db: Queryable, email: string, actor: string, now: number): Promise<{ ok: boolean; message: string }> {
  const found = await findAccount(db, email);
  if (!found.ok) return { ok: false, message: found.reason };
  if (!found.confirmed)
    return { ok: false, message: `The account ${found.email} has not confirmed its address yet; it must before it can join the team.` };
  const added = await db.query("INSERT INTO team_members (user_id, added_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING 1", [
    found.id,
    new Date(now),
  ]);
  if (added.length === 0) return { ok: true, message: `${found.email} is already on the team.` };
  // Sessions opened before the grant may outlive the team's 12 hours; the console's guard refuses those by age.
  await writeAudit(db, { actorId: null, actor, action: "team-add", subject: found.email, rows: 1, now });
  return { ok: true, message: `${found.email} is now on the team.` };
}

/** Revokes the team role of `email`'s account; records it in the audit log. */
export async function revokeTeamRole(db: Queryable, email: string, actor: string, now: number): Promise<{ ok: boolean; message: string }> {
  const found = await findAccount(db, email);
  if (!found.ok) return { ok: false, message: found.reason };
  const removed = await db.query("DELETE FROM team_members WHERE user_id = $1 RETURNING 1", [found.id]);
  if (removed.length === 0) return { ok: true, message: `${found.email} was not on the team.` };
  await writeAudit(db, { actorId: null, actor, action: "team-remove", subject: found.email, rows: 1, now });
  return { ok: true, message: `${found.email} is no longer on the team.` };
}

/** The team, oldest member first. */
export async function listTeam(db: Queryable): Promise<{ email: string; addedAt: Date }[]> {
  const rows = await db.query<{ email: string; added_at: Date }>(
    "SELECT u.email, t.added_at FROM team_members t JOIN users u ON u.id = t.user_id ORDER BY t.added_at, u.email",
  );
  return rows.map((row) => ({ email: row.email, addedAt: new Date(row.added_at) }));
}

export interface AuditEntry {
  /** The team member's account; null for the command line. */
  actorId: string | null;
  /** The member's address, or "npm run team". */
  actor: string;
  action: TeamAuditAction;
  subject: string;
  rows: number;
  now: number;
}

/** Writes one entry of the audit log; call inside the transaction of the action when there is one. */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query("INSERT INTO team_audit (id, at, actor_id, actor, action, subject, rows) VALUES ($1, $2, $3, $4, $5, $6, $7)", [
    randomUUID(),
    new Date(entry.now),
    entry.actorId,
    entry.actor,
    entry.action,
    entry.subject,
    entry.rows,
  ]);
}

/** A list's position, opaque to the client: the sort key of the last row sent, as base64url JSON. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

/** The sort key of a cursor, or null when it was not made by `encodeCursor` with `width` parts of these types. */
export function decodeCursor(cursor: string, types: readonly ("string" | "number")[]): (string | number)[] | null {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(key) || key.length !== types.length) return null;
    return key.every((part, i) => typeof part === types[i] && (typeof part !== "string" || part.length <= 100)) ? (key as (string | number)[]) : null;
  } catch {
    return null;
  }
}

/**
 * A CSV file for a spreadsheet: a UTF-8 byte-order mark (so accents open right), the header line, then one line per
 * row, CRLF-terminated (RFC 4180). Cells go through `csvCell`, which neutralises formula starts.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => `${csvLine(row)}\r\n`).join("")}`;
}
