/**
 * What a load balancer asks (issue 42): `GET /api/healthz`, the process is up (nothing else is looked at), and
 * `GET /api/readyz`, this instance can serve: the database answers within `READY_DATABASE_MS` and the outbox's most
 * overdue mail is less than `MAIL_LATE_MS` late. One indexed statement answers both questions (`outbox_due_idx`),
 * and concurrent checks share it.
 * Neither route is rate-limited or logged per request (a balancer asks every few seconds).
 */
import type { FastifyInstance } from "fastify";
import type { Queryable } from "./db/database.js";
import { MAIL_LATE_MS } from "./mail/delivery.js";
import { MESSAGES } from "./messages.js";

/** The longest the database may take to answer before the instance reports itself not ready. */
export const READY_DATABASE_MS = 1000;

export type Readiness = { ready: true } | { ready: false; check: "database" | "mail"; msg: string };

/** Whether the instance is ready at `now`, and if not, which check failed and why (a sentence). */
export async function readiness(db: Queryable, now: number, timeoutMs = READY_DATABASE_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), timeoutMs);
  });
  let answer: { due: Date | string | null }[] | "late";
  try {
    answer = await Promise.race([
      db.query<{ due: Date | string | null }>("SELECT min(next_attempt_at) AS due FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL"),
      late,
    ]);
  } catch {
    return { ready: false, check: "database", msg: MESSAGES.notReadyDatabase };
  } finally {
    clearTimeout(timer);
  }
  if (answer === "late") return { ready: false, check: "database", msg: MESSAGES.notReadyDatabaseSlow(timeoutMs) };
  const due = answer[0]?.due ?? null;
  const lateMs = due === null ? 0 : now - new Date(due).getTime();
  if (lateMs >= MAIL_LATE_MS) return { ready: false, check: "mail", msg: MESSAGES.notReadyMail(Math.floor(lateMs / 60_000)) };
  return { ready: true };
}

export function healthRoutes(api: FastifyInstance, db: Queryable, now: () => number): void {
  // "silent": no request log lines for these routes, whatever LOG_REQUESTS says.
  api.get("/healthz", { logLevel: "silent" }, async () => ({ success: true, msg: "up" }));
  // Checks asked for while one runs share its answer: a burst of balancers costs one statement, not a pool's worth.
  let running: Promise<Readiness> | null = null;
  const shared = (): Promise<Readiness> => {
    running ??= readiness(db, now()).finally(() => {
      running = null;
    });
    return running;
  };
  api.get("/readyz", { logLevel: "silent" }, async (_request, reply) => {
    const state = await shared();
    if (state.ready) return { success: true, msg: "ready" };
    return reply.code(503).send({ success: false, msg: state.msg, check: state.check });
  });
}
