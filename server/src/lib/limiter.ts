/**
 * A small concurrency cap for expensive work (argon2: about 19 MiB and 20–25 ms of a core each). At most
 * `concurrency` jobs run at once; others wait in line up to `maxWaitMs`, then fail with `BusyError` (503 with
 * Retry-After), so a flood of sign-ins cannot take every thread the site's files also need.
 */

export class BusyError extends Error {
  constructor() {
    super("too many concurrent password hashes");
    this.name = "BusyError";
  }
}

export interface Limiter {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting, for tests. */
  readonly load: { running: number; waiting: number };
}

export function createLimiter(concurrency: number, maxWaitMs: number, maxQueue = 50): Limiter {
  let running = 0;
  const queue: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const next = () => {
    running -= 1;
    const waiter = queue.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      running += 1;
      waiter.start();
    }
  };

  return {
    get load() {
      return { running, waiting: queue.length };
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (queue.length >= maxQueue) throw new BusyError();
        await new Promise<void>((resolve, reject) => {
          const entry = {
            start: resolve,
            timer: setTimeout(() => {
              queue.splice(queue.indexOf(entry), 1);
              reject(new BusyError());
            }, maxWaitMs),
          };
          queue.push(entry);
        });
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        next();
      }
    },
  };
}
