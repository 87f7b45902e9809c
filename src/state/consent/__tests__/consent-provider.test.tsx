import { act, render, screen } from "@testing-library/react";
import { ALL_CHOICES, NECESSARY_ONLY } from "../../../lib/consent-choices";
import { saveChoice } from "../../../components/consent/save-choice";
import { ConsentProvider, useConsent } from "../consent-provider";

jest.mock("../../../lib/api", () => ({ api: { recordConsent: jest.fn(() => Promise.resolve({ ok: true, data: {}, msg: "" })) } }));

function Probe({ name }: { name: string }) {
  const context = useConsent();
  const { consent, bannerOpen } = context;
  return (
    <section aria-label={name}>
      <p>{bannerOpen ? "banner" : "no banner"}</p>
      <p>{consent ? `statistics ${String(consent.statistics)}` : "no choice"}</p>
      <button type="button" onClick={() => saveChoice(NECESSARY_ONLY, context)}>
        necessary only
      </button>
    </section>
  );
}

describe("ConsentProvider", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it("asks after 2 s when nothing is stored, and not once a choice is saved", () => {
    render(
      <ConsentProvider>
        <Probe name="page" />
      </ConsentProvider>,
    );
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText("no banner")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText("banner")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "necessary only" }).click());
    expect(screen.getByText("no banner")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "null")).toMatchObject({ necessary: true, ...NECESSARY_ONLY, revision: 1 });
  });

  it("keeps a second provider in the tab (Gatsby's Head root) in step with a saved choice", () => {
    localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, ...ALL_CHOICES }));
    render(
      <>
        <ConsentProvider>
          <Probe name="page" />
        </ConsentProvider>
        <ConsentProvider>
          <Probe name="head" />
        </ConsentProvider>
      </>,
    );
    expect(screen.getAllByText("statistics true")).toHaveLength(2);
    act(() => screen.getAllByRole("button", { name: "necessary only" })[0].click());
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getAllByText("statistics false")).toHaveLength(2);
  });
});
