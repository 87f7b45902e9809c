/**
 * First-party analytics, the pure parts (SPEC §3 and §7, PRODUCT §4 and §6): the tracked click targets, reading a
 * target from markup (`data-track`), the event's fields, the pageview-once-per-session-and-path rule, the forms'
 * outcomes, and the batch queue. Nothing here runs before the visitor allows Statistics: the code that uses it is
 * loaded only then (src/state/analytics/).
 */
import type { AnalyticsEvent } from "../../lib/api-contract";
import type { LeadFormName, LeadOutcome } from "../../shared/lib/lead-forms";

import { TRACK_ATTRIBUTE, TRACK_VALUE_ATTRIBUTE } from "../../shared/lib/analytics-targets";

export { track, TRACK_ATTRIBUTE, TRACK_VALUE_ATTRIBUTE } from "../../shared/lib/analytics-targets";

/** The tracked element a click landed in (the nearest ancestor with `data-track`), or null. */
export function trackedTarget(start: EventTarget | null): { target: string; value?: string } | null {
  const element = start instanceof Element ? start.closest(`[${TRACK_ATTRIBUTE}]`) : null;
  const target = element?.getAttribute(TRACK_ATTRIBUTE);
  if (!element || !target) return null;
  const value = element.getAttribute(TRACK_VALUE_ATTRIBUTE) ?? undefined;
  return value === undefined ? { target } : { target, value };
}

/**
 * A form's outcome as an event, or null when it is not one SPEC §7 tracks (success). The newsletter's server
 * refusal is 'statusfailed', as the original site named it; the others are 'failed'; a network failure is 'error'.
 */
export function outcomeEvent(form: LeadFormName, outcome: LeadOutcome): { target: string; value: string } | null {
  if (outcome === "success") return null;
  const target = {
    contact: "contact-outcome",
    newsletter: "newsletter-outcome",
    demo: "demo-outcome",
    application: "application-outcome",
    reservation: "reservation-outcome",
  }[form];
  const value = outcome === "error" ? "error" : form === "newsletter" ? "statusfailed" : "failed";
  return { target, value };
}

/** What the page knows about the visit, read when an event is made. */
export interface VisitContext {
  sessionId: string;
  pageUrl: string;
  referrer: string;
  screenResolution: string;
  isAuthenticated: boolean;
  hostname: string;
  platform: string;
  platformVersion: string;
  /** From the optional IP lookup (GATSBY_IP_LOOKUP_URL); absent, the server takes the request's address. */
  ipAddress?: string;
  now: Date;
}

/** One event with SPEC §3's fields; empty optional fields are left out. */
export function makeEvent(type: AnalyticsEvent["event_type"], target: string, value: string | undefined, visit: VisitContext): AnalyticsEvent {
  const event: AnalyticsEvent = {
    event_type: type,
    event_target: target.slice(0, 200),
    session_id: visit.sessionId,
    page_url: visit.pageUrl.slice(0, 2000),
    is_authenticated: visit.isAuthenticated,
    created_date: visit.now.toISOString(),
  };
  if (value) event.event_value = value.slice(0, 500);
  if (visit.referrer) event.referrer = visit.referrer.slice(0, 2000);
  if (visit.screenResolution) event.screen_resolution = visit.screenResolution.slice(0, 20);
  if (visit.hostname) event.hostname = visit.hostname.slice(0, 253);
  if (visit.platform) event.platform = visit.platform.slice(0, 100);
  if (visit.platformVersion) event.platform_version = visit.platformVersion.slice(0, 100);
  if (visit.ipAddress) event.ip_address = visit.ipAddress.slice(0, 45);
  return event;
}

/**
 * The paths already counted in this browser session (stored as a JSON list in session storage): whether `path`
 * needs a pageview, and the list to store after sending one. A pageview goes once per session and path.
 */
export function pageviewDue(seenJson: string | null, path: string): { due: boolean; seen: string[] } {
  let seen: string[] = [];
  try {
    const parsed = seenJson === null ? [] : (JSON.parse(seenJson) as unknown);
    if (Array.isArray(parsed)) seen = parsed.filter((item): item is string => typeof item === "string");
  } catch {
    seen = [];
  }
  if (seen.includes(path)) return { due: false, seen };
  return { due: true, seen: [...seen, path] };
}

export interface BatcherOptions {
  /** Sends one batch (at most `max` events) with fetch. */
  send: (events: AnalyticsEvent[]) => void;
  /** Hands one batch to navigator.sendBeacon; false when the browser refused it. */
  beacon: (events: AnalyticsEvent[]) => boolean;
  /** At most one `send` per this many milliseconds. */
  intervalMs: number;
  /** Most events in one request (the API's limit). */
  max: number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export interface Batcher {
  push: (event: AnalyticsEvent) => void;
  /** The page is going away: everything queued leaves now by beacon, `max` per beacon. */
  leave: () => void;
  /** Withdrawn consent: nothing queued is sent, nothing more is taken. */
  stop: () => void;
  pending: () => number;
}

/**
 * The queue: events wait up to `intervalMs` and leave together, at most `max` a request and one request per
 * interval; whatever is left when the page goes away leaves by beacon (falling back to `send`).
 */
export function createBatcher({ send, beacon, intervalMs, max, setTimer, clearTimer }: BatcherOptions): Batcher {
  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;
  let stopped = false;

  const tick = (): void => {
    timer = null;
    if (stopped || queue.length === 0) return;
    const batch = queue.slice(0, max);
    queue = queue.slice(max);
    send(batch);
    if (queue.length > 0) timer = setTimer(tick, intervalMs);
  };

  return {
    push(event) {
      if (stopped) return;
      queue.push(event);
      timer ??= setTimer(tick, intervalMs);
    },
    leave() {
      if (stopped) return;
      if (timer !== null) clearTimer(timer);
      timer = null;
      while (queue.length > 0) {
        const batch = queue.slice(0, max);
        queue = queue.slice(max);
        if (!beacon(batch)) send(batch);
      }
    },
    stop() {
      stopped = true;
      queue = [];
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    pending: () => queue.length,
  };
}
