import { act, renderHook } from "@testing-library/react";
import { CAROUSEL_AUTOPLAY_MS } from "../../../shared/lib/constants";
import { useAutoplay } from "../use-autoplay";

const tick = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** Runs the hook on a slides element of its own, counting the moves. */
function renderAutoplay(enabled = true) {
  const slides = document.createElement("div");
  slides.tabIndex = 0;
  document.body.append(slides);
  const advance = jest.fn();
  const hook = renderHook(() => useAutoplay(enabled, () => slides, advance));
  return { slides, advance, hook };
}

function reduceMotion(reduce: boolean) {
  jest
    .spyOn(window, "matchMedia")
    .mockImplementation(
      (query: string) =>
        ({
          matches: reduce && query.includes("reduce"),
          media: query,
          addEventListener: jest.fn(),
          removeEventListener: jest.fn(),
        }) as unknown as MediaQueryList,
    );
}

describe("useAutoplay", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reduceMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("moves on every 3 seconds until paused, and again after Play", () => {
    const { advance, hook } = renderAutoplay();
    expect(hook.result.current).toMatchObject({ canPlay: true, playing: true });
    tick(CAROUSEL_AUTOPLAY_MS - 1);
    expect(advance).not.toHaveBeenCalled();
    tick(1);
    expect(advance).toHaveBeenCalledTimes(1);
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(advance).toHaveBeenCalledTimes(2);

    act(() => hook.result.current.toggle());
    expect(hook.result.current.playing).toBe(false);
    tick(10 * CAROUSEL_AUTOPLAY_MS);
    expect(advance).toHaveBeenCalledTimes(2);

    act(() => hook.result.current.toggle());
    expect(hook.result.current.playing).toBe(true);
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it("holds while focus is on the slides and goes on when it leaves", () => {
    const { slides, advance } = renderAutoplay();
    act(() => {
      slides.focus();
      slides.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    });
    tick(20); // the check runs in the next frame
    tick(5 * CAROUSEL_AUTOPLAY_MS);
    expect(advance).not.toHaveBeenCalled();
    act(() => {
      slides.blur();
      slides.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    });
    tick(20);
    tick(CAROUSEL_AUTOPLAY_MS);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it("never starts, and offers no button, under prefers-reduced-motion or when not asked for", () => {
    reduceMotion(true);
    const reduced = renderAutoplay();
    expect(reduced.hook.result.current).toMatchObject({ canPlay: false, playing: false });
    reduceMotion(false);
    const off = renderAutoplay(false);
    expect(off.hook.result.current).toMatchObject({ canPlay: false, playing: false });
    tick(10 * CAROUSEL_AUTOPLAY_MS);
    expect(reduced.advance).not.toHaveBeenCalled();
    expect(off.advance).not.toHaveBeenCalled();
  });
});
