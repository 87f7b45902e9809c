/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in a folder, so a fresh machine needs
 * nothing installed. PGlite serves one process; a lock file beside it stops a second server from opening the
 * same folder, which would corrupt it (electric-sql/pglite#1106). The folder must never sit on a volume shared by
 * two hosts or containers.
 *
 * Durability: PGlite runs PostgreSQL with fsync off, so a committed write survives the process being killed (the
 * kernel still holds it) but not an OS crash or power loss. Use DATABASE_URL for anything that matters, and
 * `npm run backup` for copies.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { type Database, DatabaseStartError, type Queryable, withoutVisitorData } from "./database.js";

/** Who holds a data folder: enough to tell a live holder from a stale lock without trusting a bare PID. */
export interface LockOwner {
  host: string;
  /** The kernel's boot id: a lock from before a reboot is stale whatever its PID. */
  boot: string;
  pid: number;
  /** The process's start time (clock ticks since boot), so a reused PID is not mistaken for the holder. */
  started: string;
  /**
   * The PID namespace the PID belongs to (`/proc/self/ns/pid`, "pid:[4026531836]"). Its PID means nothing in
   * another one: a container started with the host's network (`docker --network host`) shares the host name and the
   * boot, but not the PIDs. Absent in locks written before it was kept.
   */
  pidns?: string;
}

const LOCK_NAME = "gestura-server.lock";

/**
 * The holder touches its lock file this often (review 3 N8). Where its PID cannot be checked (another PID
 * namespace, or another host name on this machine), a lock touched within LOCK_STALE_MS is live, and older ones
 * are stale: six beats missed.
 */
export const LOCK_HEARTBEAT_MS = 10_000;
export const LOCK_STALE_MS = 60_000;

function pidNamespace(): string {
  try {
    return fs.readlinkSync("/proc/self/ns/pid");
  } catch {
    return "unknown";
  }
}

function bootId(): string {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "unknown";
  }
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces); null when unknown. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function currentOwner(): LockOwner {
  return { host: os.hostname(), boot: bootId(), pid: process.pid, started: processStartTime(process.pid) ?? "unknown", pidns: pidNamespace() };
}

/**
 * Whether `holder` still holds the lock, seen from `me`, the lock file last touched `ageMs` ago (0 when unknown).
 * - Same host name, another boot: stale (a reboot ended every process).
 * - Same machine and PID namespace: live while its PID runs with the start time it wrote (our own PID is this very
 *   process, or one in a namespace an older lock did not name: live).
 * - Otherwise its PID cannot be checked (another PID namespace, or another host name, which may be a container here
 *   or another machine sharing the folder): live while its heartbeat is fresh, stale once the file is older than
 *   LOCK_STALE_MS (review 3 N8).
 */
export function holderIsLive(holder: LockOwner, me: LockOwner, alive = isAlive, startOf = processStartTime, ageMs = 0): boolean {
  if (holder.host === me.host && holder.boot !== me.boot) return false;
  const pidCheckable = holder.host === me.host && (holder.pidns === undefined || holder.pidns === me.pidns);
  if (!pidCheckable) return ageMs < LOCK_STALE_MS;
  if (holder.pid === me.pid) return true;
  if (!alive(holder.pid)) return false;
  return startOf(holder.pid) === holder.started;
}

function readOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    const pidnsOk = value.pidns === undefined || typeof value.pidns === "string";
    if (typeof value.host === "string" && typeof value.boot === "string" && Number.isInteger(value.pid) && typeof value.started === "string" && pidnsOk) {
      return value as LockOwner;
    }
  } catch {
    // An older server's bare PID, or a damaged file: handled below.
  }
  return null;
}

/**
 * Takes the folder's lock for this process. The lock file is written in full under a temporary name and linked
 * into place, so it is never seen empty; a stale lock (holder gone, PID reused, or from before a reboot) is moved
 * aside atomically and checked, so two starters can never both take it over.
 */
export function acquireFolderLock(folder: string, me: LockOwner = currentOwner()): () => void {
  const lockPath = path.join(folder, LOCK_NAME);
  const mine = JSON.stringify(me);
  const unique = () => `${lockPath}.${me.pid}.${randomBytes(6).toString("hex")}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const temporary = unique();
    fs.writeFileSync(temporary, mine, { flag: "wx" });
    try {
      fs.linkSync(temporary, lockPath);
      // The heartbeat: a server that cannot see our PID judges the lock by the file's age.
      const heartbeat = setInterval(() => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === mine) fs.utimesSync(lockPath, new Date(), new Date());
        } catch {
          // Gone or unreadable for a moment: the next beat tries again.
        }
      }, LOCK_HEARTBEAT_MS);
      heartbeat.unref();
      return () => {
        clearInterval(heartbeat);
        try {
          if (fs.readFileSync(lockPath, "utf8") === mine) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    let seen: string;
    let ageMs: number;
    try {
      ageMs = Math.max(0, Date.now() - fs.statSync(lockPath).mtimeMs);
      seen = fs.readFileSync(lockPath, "utf8");
    } catch {
      continue; // Released between our attempt and the read: try again.
    }
    const holder = readOwner(seen);
    const legacyPid = holder === null && /^\s*\d+\s*$/.test(seen) ? Number(seen) : null;
    const live = holder
      ? holderIsLive(holder, me, isAlive, processStartTime, ageMs)
      : legacyPid !== null && legacyPid > 0 && (legacyPid === me.pid || isAlive(legacyPid));
    if (live) {
      const who = holder ?? { host: me.host, pid: legacyPid ?? 0 };
      throw new DatabaseStartError(
        `The data folder ${folder} is in use by another Gestura server (process ${who.pid}${who.host !== me.host ? ` on ${who.host}` : ""}). ` +
          `Stop that server first, or set DATA_DIR to another folder. If that server is surely gone, delete ${lockPath}.`,
      );
    }
    // Stale: move it aside under a name of our own, and make sure what we moved is what we judged.
    const aside = unique();
    try {
      fs.renameSync(lockPath, aside);
    } catch {
      continue;
    }
    if (fs.readFileSync(aside, "utf8") !== seen) {
      // Someone else took over in between: put their lock back (unless yet another one is in place).
      try {
        fs.linkSync(aside, lockPath);
      } catch {
        // A newer lock is in place; theirs stays moved aside and they keep running on it.
      }
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DatabaseStartError(`Could not lock the data folder ${folder}; another server may be starting. Try again.`);
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<Row>(sql, params as unknown[]);
        return result.rows;
      } catch (error) {
        throw withoutVisitorData(error);
      }
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens (creating when needed) the embedded database in `folder`; `null` keeps it in memory (tests). */
export async function openEmbedded(folder: string | null): Promise<Database> {
  let release = () => {};
  if (folder !== null) {
    try {
      fs.mkdirSync(folder, { recursive: true });
      fs.accessSync(folder, fs.constants.W_OK);
    } catch (error) {
      throw new DatabaseStartError(
        `Cannot write to the data folder ${folder} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
          "Make it writable or set DATA_DIR to a folder this user can write.",
        error,
      );
    }
    release = acquireFolderLock(folder);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(folder ?? "memory://");
  } catch (error) {
    release();
    throw new DatabaseStartError(
      `The embedded database in ${folder} could not be opened (${String(error)}). ` +
        "If the folder was copied or damaged, move it aside and start again to create a new one.",
      error,
    );
  }
  const self = wrap(db);
  return {
    kind: "embedded",
    query: self.query,
    exec: self.exec,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
