import { afterPageLoad } from "../page-load";

const setReadyState = (state: DocumentReadyState): void => {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
};

/** jsdom's performance has no navigation entries: the page's is given here, its load event ending at `at` ms. */
const loadEventAt = (at: number): void => {
  const navigation = { loadEventEnd: at } as PerformanceNavigationTiming;
  Object.defineProperty(performance, "getEntriesByType", { configurable: true, value: () => [navigation] });
};

let now = 0;

beforeEach(() => {
  jest.useFakeTimers();
  now = 0;
  jest.spyOn(performance, "now").mockImplementation(() => now);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  setReadyState("complete");
  Reflect.deleteProperty(performance, "getEntriesByType");
});

describe("afterPageLoad", () => {
  it("waits for the load event, then counts from it", () => {
    setReadyState("loading");
    const run = jest.fn();
    afterPageLoad(2000, run);
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();

    now = 700;
    loadEventAt(700);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("called after the load event, counts from that event, not from the call", () => {
    loadEventAt(500);
    now = 1500;
    const run = jest.fn();
    afterPageLoad(2000, run);
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs in a task of its own, not during the call, when its time has already passed", () => {
    loadEventAt(500);
    now = 4000;
    const run = jest.fn();
    afterPageLoad(2000, run);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("cancelled before the load event, it neither runs nor listens any more", () => {
    setReadyState("loading");
    const removed = jest.spyOn(window, "removeEventListener");
    const run = jest.fn();
    const cancel = afterPageLoad(0, run);
    cancel();
    expect(removed).toHaveBeenCalledWith("load", expect.any(Function));
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it("cancelled while it waits after the load event, it does not run", () => {
    loadEventAt(0);
    const run = jest.fn();
    const cancel = afterPageLoad(2000, run);
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
