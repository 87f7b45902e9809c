/**
 * The analytics that run once the visitor allows Statistics, and only then: this module is its own chunk, fetched
 * by followAnalytics (analytics-control.ts) when consent allows it. It counts a pageview once per browser session
 * and path, reads click targets from markup (`data-track`) through one delegated listener, batches events (at most 50 a request, one
 * request per interval) and hands what is left to `navigator.sendBeacon` on `pagehide`. `stop()` (consent
 * withdrawn) drops what is queued and removes every listener at once.
 */
import { globalHistory } from "@gatsbyjs/reach-router";
import { createBatcher, makeEvent, outcomeEvent, pageviewDue, trackedTarget, type VisitContext } from "./rules";
import { api, apiUrl } from "../../shared/lib/api";
import { API_LIMITS, API_PATHS, type AnalyticsEvent } from "../../lib/api-contract";
import { STORAGE_KEYS } from "../../shared/lib/constants";
import type { LeadOutcomeListener } from "../../shared/lib/lead-forms";
import { randomUuid } from "../../shared/lib/random-id";
import { readString, writeString } from "../../shared/lib/storage";

/** Session storage, with Statistics allowed: the paths counted this session (JSON list), the looked-up address. */
export const ANALYTICS_KEYS = { pageviews: "analyticsPageviews", ip: "analyticsIp" } as const;

/** Events wait this long and leave together (at most one request per interval, PRODUCT §6). */
export const ANALYTICS_BATCH_INTERVAL_MS = 3000;

export interface AnalyticsRuntime {
  /** A form's outcome (SPEC §7: 'failed', 'statusfailed', 'error'; success is not recorded). */
  outcome: LeadOutcomeListener;
  stop: () => void;
}

/** The optional IP lookup (PRODUCT §4): off unless GATSBY_IP_LOOKUP_URL is set, then once per browser session. */
const IP_LOOKUP_URL = process.env.GATSBY_IP_LOOKUP_URL ?? "";

function sessionId(): string {
  const stored = readString(STORAGE_KEYS.sessionId, "session");
  if (stored) return stored;
  const id = randomUuid();
  writeString(STORAGE_KEYS.sessionId, id, "session");
  return id;
}

async function lookUpAddress(): Promise<string | undefined> {
  const stored = readString(ANALYTICS_KEYS.ip, "session");
  if (stored !== null) return stored || undefined;
  // Written before the answer, so a second page of the session never asks again, whatever the outcome.
  writeString(ANALYTICS_KEYS.ip, "", "session");
  try {
    const response = await fetch(IP_LOOKUP_URL);
    const text = (await response.text()).trim();
    let ip = text;
    if (text.startsWith("{")) {
      const data = JSON.parse(text) as { ip?: unknown };
      ip = typeof data.ip === "string" ? data.ip : "";
    }
    if (!/^[0-9a-fA-F:.]{2,45}$/.test(ip)) return undefined;
    writeString(ANALYTICS_KEYS.ip, ip, "session");
    return ip;
  } catch (error) {
    console.warn("The IP lookup failed.", error);
    return undefined;
  }
}

export function startAnalytics({ isAuthenticated }: { isAuthenticated: () => boolean }): AnalyticsRuntime {
  const session = sessionId();
  let ipAddress: string | undefined;
  if (IP_LOOKUP_URL) {
    void lookUpAddress().then((ip) => {
      ipAddress = ip;
    });
  }

  const visit = (): VisitContext => ({
    sessionId: session,
    pageUrl: window.location.href,
    referrer: document.referrer,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    isAuthenticated: isAuthenticated(),
    hostname: window.location.hostname,
    platform: navigator.platform,
    platformVersion: "",
    ipAddress,
    now: new Date(),
  });

  const batcher = createBatcher({
    send: (events) => {
      void api.sendAnalytics(events, { keepalive: true }).then((result) => {
        if (!result.ok) console.warn("Analytics were not accepted.", result.status, result.msg);
      });
    },
    beacon: (events: AnalyticsEvent[]) =>
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(apiUrl(API_PATHS.analytics), new Blob([JSON.stringify(events)], { type: "text/plain;charset=UTF-8" })),
    intervalMs: ANALYTICS_BATCH_INTERVAL_MS,
    max: API_LIMITS.analyticsBatchMax,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });

  const pageview = (): void => {
    const path = window.location.pathname;
    const { due, seen } = pageviewDue(readString(ANALYTICS_KEYS.pageviews, "session"), path);
    if (!due) return;
    writeString(ANALYTICS_KEYS.pageviews, JSON.stringify(seen), "session");
    batcher.push(makeEvent("pageview", path, undefined, visit()));
  };

  const onClick = (event: MouseEvent): void => {
    const tracked = trackedTarget(event.target);
    if (tracked) batcher.push(makeEvent("click", tracked.target, tracked.value, visit()));
  };
  const onLeave = (): void => batcher.leave();

  pageview();
  const stopListening = globalHistory.listen(() => pageview());
  document.addEventListener("click", onClick, true);
  window.addEventListener("pagehide", onLeave);

  return {
    outcome: (form, result) => {
      const event = outcomeEvent(form, result);
      if (event) batcher.push(makeEvent("click", event.target, event.value, visit()));
    },
    stop: () => {
      batcher.stop();
      stopListening();
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("pagehide", onLeave);
    },
  };
}
