/** What every route receives besides the request: settings, the database and the clock (replaced in tests). */
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { SiteInfo } from "./mail/templates.js";

export interface ServiceContext {
  config: Config;
  db: Database;
  /** Current time in ms; tests move it forward to expire reset links and sessions. */
  now: () => number;
  mail: {
    /** The company as the mails name it (data/site.yaml). */
    site: SiteInfo;
    /** Where notifications to the team go (TEAM_EMAIL, else site.yaml's address). */
    team: string;
    /** Tells the delivery worker that mail was queued (after the transaction that queued it). */
    wake: () => void;
  };
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
