// How busy the machine is, and how much of that is other people's work: Lighthouse's timings are only worth
// comparing when nothing else ran beside them (these machines are shared). Linux only (/proc).
import fs from "node:fs";
import os from "node:os";
import process from "node:process";

const CORES = os.cpus().length;

/** Busy and total CPU ticks of the whole machine, from the first line of /proc/stat. */
function machineTicks() {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n", 1)[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/** Every process's parent and the CPU ticks it and its reaped children used. */
function processTicks() {
  const table = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // Ended while we looked.
    }
    // Fields after the command name (which may hold spaces and parentheses): state is field 3, ppid 4,
    // utime 14, stime 15, cutime 16, cstime 17.
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ppid = Number(rest[1]);
    const ticks = Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]);
    table.set(Number(name), { ppid, ticks });
  }
  return table;
}

function isOurs(table, pid) {
  for (let at = pid, hops = 0; at > 1 && hops < 64; hops++) {
    if (at === process.pid) return true;
    at = table.get(at)?.ppid ?? 0;
  }
  return false;
}

/** Share of the whole machine (0–1) that was busy over `ms` milliseconds. */
export async function machineLoad(ms = 2000) {
  const before = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = machineTicks();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

/**
 * Waits until the machine has been quiet (under `threshold` of all cores busy over two seconds), at most
 * `maxWaitMs`. Answers whether it got quiet, and the last load seen.
 */
export async function waitForQuiet({ threshold = 0.15, maxWaitMs = 120_000 } = {}) {
  const deadline = Date.now() + maxWaitMs;
  let load = 1;
  while (Date.now() < deadline) {
    load = await machineLoad();
    if (load < threshold) return { quiet: true, load };
  }
  return { quiet: false, load };
}

/**
 * Starts watching: every half second, the CPU used by processes outside this process's tree. `stop()` answers the
 * average number of cores they used while we watched.
 */
export function watchOthers(intervalMs = 500) {
  const started = machineTicks();
  let last = processTicks();
  let others = 0;
  const sample = () => {
    const now = processTicks();
    for (const [pid, { ticks }] of now) {
      const before = last.get(pid);
      if (before && !isOurs(now, pid)) others += Math.max(0, ticks - before.ticks);
    }
    last = now;
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const ended = machineTicks();
      // /proc/stat counts every core; the processes' ticks are per core-second.
      const elapsed = (ended.total - started.total) / CORES;
      return elapsed > 0 ? others / elapsed : 0;
    },
  };
}
