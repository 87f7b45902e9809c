import { createStore } from "../../../shared/lib/store";
import { followAnalytics } from "../analytics-control";
import { trackOutcome } from "../outcome";

const mockRuntime = { outcome: jest.fn(), stop: jest.fn() };
const mockStartAnalytics = jest.fn(() => mockRuntime);
jest.mock("../analytics-runtime", () => ({ startAnalytics: (...args: unknown[]) => mockStartAnalytics(...(args as [])) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
});

describe("followAnalytics", () => {
  it("loads nothing until Statistics is allowed, starts once, forwards form outcomes, and stops at once on withdrawal", async () => {
    const consent = createStore<boolean, boolean>((_, next) => next, false);
    const stop = followAnalytics(consent.subscribe, consent.getState);
    await flush();
    expect(mockStartAnalytics).not.toHaveBeenCalled();
    trackOutcome("contact", "error");
    expect(mockRuntime.outcome).not.toHaveBeenCalled();

    consent.dispatch(true);
    await flush();
    expect(mockStartAnalytics).toHaveBeenCalledTimes(1);
    trackOutcome("contact", "error");
    expect(mockRuntime.outcome).toHaveBeenCalledWith("contact", "error");

    consent.dispatch(false);
    expect(mockRuntime.stop).toHaveBeenCalledTimes(1);
    trackOutcome("contact", "failed");
    expect(mockRuntime.outcome).toHaveBeenCalledTimes(1);
    stop();
  });

  it("does not start when consent is withdrawn while the code is still loading", async () => {
    const consent = createStore<boolean, boolean>((_, next) => next, true);
    const stop = followAnalytics(consent.subscribe, consent.getState);
    consent.dispatch(false);
    await flush();
    expect(mockStartAnalytics).not.toHaveBeenCalled();
    stop();
  });

  it("stops the mockRuntime when it stops following", async () => {
    const consent = createStore<boolean, boolean>((_, next) => next, true);
    const stop = followAnalytics(consent.subscribe, consent.getState);
    await flush();
    stop();
    expect(mockRuntime.stop).toHaveBeenCalledTimes(1);
  });
});
