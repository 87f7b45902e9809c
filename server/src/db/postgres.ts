/**
 * A PostgreSQL server through node-postgres' pool, for deployments (`DATABASE_URL`). Several service instances can
 * share one database: nothing that matters is kept in a process.
 */
import pg from "pg";
import { redactDatabaseUrl } from "../config.js";
import { type Database, DatabaseStartError, type Queryable, withoutVisitorData } from "./database.js";

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await client.query(sql, params as unknown[]);
        return result.rows as Row[];
      } catch (error) {
        throw withoutVisitorData(error);
      }
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Connects and checks the server answers; throws `DatabaseStartError` naming the (password-less) address. */
/** No statement may run longer than this; a stuck query fails its request instead of holding it for good. */
export const STATEMENT_TIMEOUT_MS = 10_000;

export async function openPostgres(url: string, poolSize = 10, onIdleError: (error: Error) => void = (error) => console.warn(`PostgreSQL connection lost (${error.message}); the pool replaces it.`)): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 5000,
    idle_in_transaction_session_timeout: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", onIdleError);
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseStartError(
      `Cannot reach the database at ${redactDatabaseUrl(url)} (${(error as Error).message}). ` +
        "Check DATABASE_URL and that the server is running.",
      error,
    );
  }
  const self = wrap(pool);
  return {
    kind: "postgres",
    query: self.query,
    exec: self.exec,
    async transaction(work) {
      const client = await pool.connect();
      let result;
      try {
        await client.query("BEGIN");
        result = await work(wrap(client));
        await client.query("COMMIT");
      } catch (error) {
        // A client whose ROLLBACK failed is broken: release it with the error so the pool discards it.
        const rollbackError = await client.query("ROLLBACK").then(() => undefined, (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))));
        client.release(rollbackError);
        throw error;
      }
      client.release();
      return result;
    },
    close: () => pool.end(),
  };
}
