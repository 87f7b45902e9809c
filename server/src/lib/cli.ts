/**
 * How every command-line entry point (`npm run migrate`, `mail`, `team`, `backup`, `restore`) ends: with the exit
 * code the command returns, if it returns one, or, when it throws, with the sentence a settings or database-start
 * error carries (anything else as it is) and exit code 1.
 */
import process from "node:process";
import { ConfigError } from "../config.js";
import { DatabaseStartError } from "../db/database.js";

export function runCli(cli: () => Promise<unknown>): void {
  cli().then(
    (code) => {
      if (typeof code === "number") process.exit(code);
    },
    (error: unknown) => {
      const message = error instanceof ConfigError || error instanceof DatabaseStartError ? error.message : String(error);
      console.error(`\n✖ ${message}\n`);
      process.exit(1);
    },
  );
}
