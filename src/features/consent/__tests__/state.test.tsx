import { act, render, screen } from "@testing-library/react";
import { globalHistory } from "@gatsbyjs/reach-router";
import { ALL_CHOICES, NECESSARY_ONLY } from "../consent-choices";
import { saveChoice } from "../save-choice";
import { openSettings, startConsent, useConsent } from "../state";

/** The server's answer to consent/record: the consent id it issued and its time (review 3 N10). */
const RECEIPT = { success: true, msg: "", id: "0b9c7a3e-2f4d-4c1b-8a6e-5d4c3b2a1f00", savedAt: "2026-11-24T00:00:01.000Z" };
jest.mock("../../../shared/lib/api", () => ({ api: { recordConsent: jest.fn(() => Promise.resolve({ ok: true, data: RECEIPT, msg: "" })) } }));
jest.mock("../../analytics/analytics-control", () => ({ followAnalytics: () => () => undefined }));

function Probe() {
  const { consent, bannerOpen, bannerComing, settingsOpen } = useConsent();
  return (
    <section>
      <p>{bannerOpen ? "banner" : "no banner"}</p>
      <p>{bannerComing ? "banner coming" : "banner not coming"}</p>
      <p>{settingsOpen ? "settings" : "no settings"}</p>
      <p>{consent ? `statistics ${String(consent.statistics)}` : "no choice"}</p>
    </section>
  );
}

let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(performance, "now").mockReturnValue(0);
  localStorage.clear();
});
afterEach(() => {
  act(() => stop());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const start = () => {
  render(<Probe />);
  act(() => {
    stop = startConsent();
  });
};

describe("consent store", () => {
  it("asks 2 s after load when nothing is stored, and not once a choice is saved", () => {
    start();
    expect(screen.getByText("banner not coming")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText("no banner")).toBeInTheDocument();
    // Known from the load event on, before it is due, so that its code can be fetched in the meantime.
    expect(screen.getByText("banner coming")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText("banner")).toBeInTheDocument();
    act(() => saveChoice(NECESSARY_ONLY));
    expect(screen.getByText("no banner")).toBeInTheDocument();
    expect(screen.getByText("banner not coming")).toBeInTheDocument();
    expect(screen.getByText("statistics false")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "null")).toMatchObject({ necessary: true, ...NECESSARY_ONLY, revision: 1 });
  });

  it("keeps the consent id the server issued with the receipt, and its time, with the choice", async () => {
    start();
    act(() => saveChoice(ALL_CHOICES));
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "null")).toMatchObject({ ...ALL_CHOICES, id: null });
    await act(async () => {
      await Promise.resolve();
    });
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "null")).toMatchObject({ ...ALL_CHOICES, id: RECEIPT.id, savedAt: RECEIPT.savedAt });
    expect(screen.getByText("statistics true")).toBeInTheDocument();
  });

  it("counts the 2 s from the page's load event, not from when consent started", () => {
    jest.spyOn(performance, "now").mockReturnValue(1500);
    const loaded = { loadEventEnd: 500 } as PerformanceNavigationTiming;
    // jsdom's performance has no navigation entries: the page's is given here, its load event at 500 ms.
    Object.defineProperty(performance, "getEntriesByType", { configurable: true, value: () => [loaded] });
    start();
    act(() => jest.advanceTimersByTime(900));
    expect(screen.getByText("no banner")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText("banner")).toBeInTheDocument();
    Reflect.deleteProperty(performance, "getEntriesByType");
  });

  it("does not ask when a valid choice is stored, and follows a choice saved in another tab", () => {
    localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, ...ALL_CHOICES }));
    start();
    expect(screen.getByText("banner not coming")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText("no banner")).toBeInTheDocument();
    expect(screen.getByText("statistics true")).toBeInTheDocument();
    const value = JSON.stringify({ necessary: true, ...NECESSARY_ONLY });
    localStorage.setItem("cookieConsent", value);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "cookieConsent", newValue: value, storageArea: localStorage }));
    });
    expect(screen.getByText("statistics false")).toBeInTheDocument();
  });

  it("a route change closes the settings and a banner already shown, which stays closed", () => {
    start();
    act(() => jest.advanceTimersByTime(2000));
    act(() => openSettings());
    expect(screen.getByText("settings")).toBeInTheDocument();
    act(() => {
      // Reach Router tells its listeners at once; its promise waits for a transition no page here completes.
      void globalHistory.navigate("/page-about/");
    });
    expect(screen.getByText("no settings")).toBeInTheDocument();
    expect(screen.getByText("no banner")).toBeInTheDocument();
    expect(screen.getByText("banner not coming")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText("no banner")).toBeInTheDocument();
  });

  it("a route change before the 2 s does not stop the banner from coming", () => {
    start();
    act(() => {
      void globalHistory.navigate("/page-pricing/");
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText("banner")).toBeInTheDocument();
  });
});
