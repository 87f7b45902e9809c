/**
 * The team role from the command line (issue 44), on the same settings as the service (DATA_DIR or DATABASE_URL):
 * - `npm run team -- add EMAIL`: grants the role to that account, which must exist and have confirmed its address;
 * - `npm run team -- remove EMAIL`: revokes it (the member's open sessions lose the console at their next call);
 * - `npm run team -- list`: the team, oldest member first.
 * Grants and revocations go to the console's audit log. With the embedded database, stop the service first: one
 * process holds its folder.
 */
import process from "node:process";
import { readConfig } from "./config.js";
import { runCli } from "./lib/cli.js";
import { openDatabase } from "./db/open.js";
import { grantTeamRole, listTeam, revokeTeamRole } from "./lib/team.js";

const USAGE = "Usage: npm run team -- add EMAIL   or   npm run team -- remove EMAIL   or   npm run team -- list";
/** Who the audit log names for a change made here. */
const ACTOR = "npm run team";

async function cli(): Promise<number> {
  const [command, email, ...rest] = process.argv.slice(2);
  const needsEmail = command === "add" || command === "remove";
  if (!(needsEmail || command === "list") || (needsEmail && !email) || (!needsEmail && email !== undefined) || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig(process.env, process.cwd());
  const db = await openDatabase(config);
  try {
    if (command === "list") {
      const team = await listTeam(db);
      if (team.length === 0) console.log("The team has no members yet. Add one with: npm run team -- add EMAIL");
      for (const member of team) console.log(`${member.email}  (since ${member.addedAt.toISOString().slice(0, 10)})`);
      return 0;
    }
    const outcome = command === "add" ? await grantTeamRole(db, email, ACTOR, Date.now()) : await revokeTeamRole(db, email, ACTOR, Date.now());
    (outcome.ok ? console.log : console.error)(outcome.message);
    return outcome.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

runCli(cli);
