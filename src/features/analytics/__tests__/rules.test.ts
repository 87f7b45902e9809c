import type { AnalyticsEvent } from "../../../lib/api-contract";
import { createBatcher, makeEvent, outcomeEvent, pageviewDue, track, trackedTarget, type VisitContext } from "../rules";

const visit: VisitContext = {
  sessionId: "s-1",
  pageUrl: "http://127.0.0.1/page-pricing/",
  referrer: "",
  screenResolution: "1280x720",
  isAuthenticated: false,
  hostname: "127.0.0.1",
  platform: "Linux",
  platformVersion: "",
  now: new Date("2026-11-24T04:00:00.000Z"),
};

describe("trackedTarget", () => {
  it("finds the nearest element with data-track, with its value", () => {
    document.body.innerHTML = `<a data-track="job-link" data-track-value="3"><span id="inner">Engineer</span></a><p id="plain">x</p>`;
    expect(trackedTarget(document.getElementById("inner"))).toEqual({ target: "job-link", value: "3" });
    expect(trackedTarget(document.getElementById("plain"))).toBeNull();
    expect(trackedTarget(null)).toBeNull();
  });
  it("is what track() writes", () => {
    expect(track("videobutton")).toEqual({ "data-track": "videobutton" });
    expect(track("job-link", 3)).toEqual({ "data-track": "job-link", "data-track-value": "3" });
  });
});

describe("outcomeEvent", () => {
  it.each([
    ["contact", "failed", { target: "contact-outcome", value: "failed" }],
    ["contact", "error", { target: "contact-outcome", value: "error" }],
    ["newsletter", "failed", { target: "newsletter-outcome", value: "statusfailed" }],
    ["newsletter", "error", { target: "newsletter-outcome", value: "error" }],
    ["newsletter", "success", null],
  ] as const)("%s %s is %p", (form, outcome, expected) => {
    expect(outcomeEvent(form, outcome)).toEqual(expected);
  });
});

describe("makeEvent", () => {
  it("fills SPEC §3's fields and leaves out empty ones", () => {
    expect(makeEvent("click", "videobutton", undefined, visit)).toEqual({
      event_type: "click",
      event_target: "videobutton",
      session_id: "s-1",
      page_url: "http://127.0.0.1/page-pricing/",
      screen_resolution: "1280x720",
      is_authenticated: false,
      hostname: "127.0.0.1",
      platform: "Linux",
      created_date: "2026-11-24T04:00:00.000Z",
    });
    expect(makeEvent("pageview", "/", "x", { ...visit, ipAddress: "203.0.113.9", isAuthenticated: true })).toMatchObject({
      event_value: "x",
      ip_address: "203.0.113.9",
      is_authenticated: true,
    });
  });
});

describe("pageviewDue", () => {
  it("counts a path once per session", () => {
    const first = pageviewDue(null, "/");
    expect(first).toEqual({ due: true, seen: ["/"] });
    expect(pageviewDue(JSON.stringify(first.seen), "/").due).toBe(false);
    expect(pageviewDue(JSON.stringify(first.seen), "/blog/")).toEqual({ due: true, seen: ["/", "/blog/"] });
    expect(pageviewDue("not json", "/").due).toBe(true);
  });
});

describe("createBatcher", () => {
  const event = (n: number): AnalyticsEvent => makeEvent("click", `t-${n}`, undefined, visit);
  function setup(beaconAccepts = true) {
    const sent: AnalyticsEvent[][] = [];
    const beacons: AnalyticsEvent[][] = [];
    const timers: (() => void)[] = [];
    const batcher = createBatcher({
      send: (events) => sent.push(events),
      beacon: (events) => {
        beacons.push(events);
        return beaconAccepts;
      },
      intervalMs: 3000,
      max: 50,
      setTimer: (run) => timers.push(run),
      clearTimer: () => timers.splice(0),
    });
    const fire = () => timers.shift()?.();
    return { sent, beacons, timers, batcher, fire };
  }

  it("sends several events in one request once the interval has passed", () => {
    const { sent, batcher, fire } = setup();
    [1, 2, 3].forEach((n) => batcher.push(event(n)));
    expect(sent).toEqual([]);
    fire();
    expect(sent.map((batch) => batch.map((e) => e.event_target))).toEqual([["t-1", "t-2", "t-3"]]);
  });

  it("sends at most 50 a request, one request per interval", () => {
    const { sent, batcher, fire } = setup();
    for (let n = 0; n < 120; n += 1) batcher.push(event(n));
    fire();
    expect(sent.map((batch) => batch.length)).toEqual([50]);
    fire();
    fire();
    expect(sent.map((batch) => batch.length)).toEqual([50, 50, 20]);
  });

  it("hands what is left to the beacon when the page goes away, and falls back to send", () => {
    const accepted = setup();
    accepted.batcher.push(event(1));
    accepted.batcher.leave();
    expect(accepted.beacons.map((batch) => batch.length)).toEqual([1]);
    expect(accepted.sent).toEqual([]);
    const refused = setup(false);
    refused.batcher.push(event(1));
    refused.batcher.leave();
    expect(refused.sent.map((batch) => batch.length)).toEqual([1]);
  });

  it("sends nothing after stop (consent withdrawn)", () => {
    const { sent, beacons, batcher, fire } = setup();
    batcher.push(event(1));
    batcher.stop();
    batcher.push(event(2));
    fire();
    batcher.leave();
    expect([sent, beacons]).toEqual([[], []]);
  });
});
