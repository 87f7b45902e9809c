/** The command line of `npm run backup [FILE]` and `npm run restore FILE` (see backup.ts). */
import process from "node:process";
import { backup, restore, stamp } from "./backup.js";
import { readConfig } from "./config.js";
import { runCli } from "./lib/cli.js";

async function cli(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const config = readConfig(process.env, process.cwd());
  if (command === "backup") {
    const target = await backup(config, file ?? `gestura-backup-${stamp()}.tar.gz`);
    console.log(`Backup written to ${target} (the embedded database, résumés included).`);
  } else if (command === "restore" && file) {
    await restore(config, file);
    console.log(`Restored ${file}. The data it replaced was moved aside with the suffix .before-restore-<time>.`);
  } else {
    console.error("Usage: npm run backup [FILE]   or   npm run restore FILE");
    process.exit(2);
  }
}

runCli(cli);
