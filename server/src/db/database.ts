/**
 * One small interface over both stores: the embedded PGlite (default) and a PostgreSQL server (`DATABASE_URL`).
 * Both run the same SQL with `$1` parameters; nothing above this module knows which one it has.
 */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "embedded" | "postgres";
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A start-up problem a person can fix (unreachable server, folder in use, unwritable folder). */
export class DatabaseStartError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "DatabaseStartError";
  }
}

/** PostgreSQL's code for a unique-constraint violation, raised by both stores. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** Fields of a database error that can hold what a visitor sent: the parameters, and PostgreSQL's context lines. */
const VISITOR_FIELDS = ["params", "queryOptions", "detail", "where", "internalQuery"];

/**
 * The same error without the visitor's data (review 3 N6), so that logging it leaks nothing: the parameters, the
 * `detail` ("Key (email)=(ada@example.com) already exists") and `where` ("JSON data, line 1: …") are removed, and a
 * value PostgreSQL quotes in its message (`invalid input syntax for type uuid: "…"`) is replaced by an ellipsis.
 * The SQL text, the code, the table and the constraint stay: they say what failed without saying who sent it.
 */
/**
 * PostgreSQL's ways of saying "too busy now", not "this request is wrong": a statement or lock wait that ran out
 * of time, a server out of connections, a transaction that lost a conflict (the client may simply send it again).
 */
const OVERLOAD_CODES = new Set(["57014", "55P03", "53300", "40001", "40P01"]);
/** node-postgres' own words when no pooled connection came in time, or a query's answer never came. */
const OVERLOAD_MESSAGES = new Set(["timeout exceeded when trying to connect", "Connection terminated due to connection timeout", "Query read timeout"]);

/** True when a database error means the service is overloaded: the request is answered 503 with Retry-After. */
export function isDatabaseOverload(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === "string" && OVERLOAD_CODES.has(code)) || OVERLOAD_MESSAGES.has(error.message);
}

export function withoutVisitorData(error: unknown): unknown {
  if (typeof error !== "object" || error === null) return error;
  const fields = error as Record<string, unknown>;
  for (const field of VISITOR_FIELDS) Reflect.deleteProperty(fields, field);
  if (error instanceof Error) {
    const message = error.message.replace(/: ".*"$/s, ': "…"').replace(/^value ".*?" is out of range/s, 'value "…" is out of range');
    if (message !== error.message) {
      error.stack = error.stack?.replace(error.message, message);
      error.message = message;
    }
  }
  return error;
}
