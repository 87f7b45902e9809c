/** What every route receives besides the request: settings, the database and the clock (replaced in tests). */
import type { Config } from "./config";
import type { Database } from "./db/database";

export interface ServiceContext {
  config: Config;
  db: Database;
  /** Current time in ms; tests move it forward to expire reset links and sessions. */
  now: () => number;
}

/** The signed-in user of a request (set by `requireUser`). */
export interface AuthUser {
  id: string;
  email: string;
  username: string;
  createdAt: Date;
  /** The address was confirmed through the link mailed at sign-up. */
  emailConfirmed: boolean;
  tokenHash: string;
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
