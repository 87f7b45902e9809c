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
