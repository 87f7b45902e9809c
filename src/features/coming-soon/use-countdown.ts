import { useCallback, useEffect, useRef, useState } from "react";
import { COUNTDOWN_TICK_MS, remaining, ZERO_PARTS, type CountdownParts } from "./rules";

export type CountdownState = "started" | "paused" | "stopped" | "completed";

export interface CountdownOptions {
  /** How often the time left is recomputed, in ms. Defaults to `COUNTDOWN_TICK_MS` (1 000). */
  intervalMs?: number;
}

export interface UseCountdownResult {
  state: CountdownState;
  /** Time left; null while there is no target yet (server render, before the page's effect sets one). */
  parts: CountdownParts | null;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  start: () => void;
}

interface Run {
  state: CountdownState;
  parts: CountdownParts | null;
}

const NOT_STARTED: Run = { state: "stopped", parts: null };

/**
 * A countdown to `target` (ms since the epoch) that recomputes the time left every `intervalMs`.
 *
 * SSR: the clock is read only in effects and event handlers, never during render. While `target` is null, and on
 * the first render whatever the target, the result is `{ state: "stopped", parts: null }`, so server markup and the
 * first client render agree. A page computes its target in an effect after mount; a new non-null target
 * (re)starts the countdown toward it.
 *
 * States and actions (an action called in a state it does not apply to does nothing):
 * - "started": ticking. Becomes "completed" when the target is reached: parts are all zero, the timer is cleared.
 * - pause() (from "started"): the timer is cleared and `parts` freeze at the time left at that moment.
 * - resume() (from "paused"): the target moves later by the time spent paused, so a paused countdown loses no
 *   time: it continues from exactly the frozen time left.
 * - stop() (from "started", "paused" or "completed"): the timer is cleared and parts reset to all zero, with
 *   state "stopped" (not "completed": nothing was reached).
 * - start() (from "stopped" with a target): counts toward the original `target` again; time spent paused before
 *   the stop is not kept (stop is a reset). If that target has passed, the state is "completed" at once.
 */
export function useCountdown(target: number | null, options: CountdownOptions = {}): UseCountdownResult {
  const intervalMs = options.intervalMs ?? COUNTDOWN_TICK_MS;
  const [run, setRun] = useState<Run>(NOT_STARTED);
  // Mutable timing data read by the interval callback and actions; never read during render.
  const effectiveTargetRef = useRef<number | null>(null);
  const pausedAtRef = useRef<number | null>(null);
  // Mirrors run.state synchronously, so two actions in the same event see each other's effect.
  const stateRef = useRef<CountdownState>("stopped");

  const commit = useCallback((next: Run): void => {
    stateRef.current = next.state;
    setRun(next);
  }, []);

  /** Start counting toward `to` from now (or complete at once if it has passed). */
  const begin = useCallback(
    (to: number): void => {
      effectiveTargetRef.current = to;
      pausedAtRef.current = null;
      const parts = remaining(to, Date.now());
      commit({ state: parts.totalMs === 0 ? "completed" : "started", parts });
    },
    [commit],
  );

  useEffect(() => {
    if (target === null) {
      effectiveTargetRef.current = null;
      pausedAtRef.current = null;
      commit(NOT_STARTED);
    } else {
      begin(target);
    }
  }, [target, begin, commit]);

  useEffect(() => {
    if (run.state !== "started") return undefined;
    const id = window.setInterval(() => {
      const to = effectiveTargetRef.current;
      if (to === null) return;
      const parts = remaining(to, Date.now());
      commit({ state: parts.totalMs === 0 ? "completed" : "started", parts });
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [run.state, intervalMs, commit]);

  const pause = useCallback((): void => {
    const to = effectiveTargetRef.current;
    if (stateRef.current !== "started" || to === null) return;
    const now = Date.now();
    pausedAtRef.current = now;
    commit({ state: "paused", parts: remaining(to, now) });
  }, [commit]);

  const resume = useCallback((): void => {
    const to = effectiveTargetRef.current;
    const pausedAt = pausedAtRef.current;
    if (stateRef.current !== "paused" || to === null || pausedAt === null) return;
    const now = Date.now();
    const extended = to + Math.max(0, now - pausedAt);
    effectiveTargetRef.current = extended;
    pausedAtRef.current = null;
    commit({ state: "started", parts: remaining(extended, now) });
  }, [commit]);

  const stop = useCallback((): void => {
    if (target === null || stateRef.current === "stopped") return;
    pausedAtRef.current = null;
    commit({ state: "stopped", parts: { ...ZERO_PARTS } });
  }, [target, commit]);

  const start = useCallback((): void => {
    if (target === null || stateRef.current !== "stopped") return;
    begin(target);
  }, [target, begin]);

  // A null target always reads as not started, even for the one render before the effect above catches up.
  const current = target === null ? NOT_STARTED : run;
  return { state: current.state, parts: current.parts, pause, resume, stop, start };
}
