/**
 * A PostgreSQL server through node-postgres' pool, for deployments (`DATABASE_URL`). Several service instances can
 * share one database: nothing that matters is kept in a process.
 */
import pg from "pg";
import { redactDatabaseUrl } from "../config";
import { type Database, DatabaseStartError, type Queryable } from "./database";

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Connects and checks the server answers; throws `DatabaseStartError` naming the (password-less) address. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
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
      try {
        await client.query("BEGIN");
        const result = await work(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
