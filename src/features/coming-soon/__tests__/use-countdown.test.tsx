import { act, renderHook } from "@testing-library/react";
import { useCountdown } from "../use-countdown";

const START = new Date("2025-03-01T09:00:00Z").getTime();
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

const renderCountdown = (target: number | null, intervalMs?: number) =>
  renderHook(({ to }: { to: number | null }) => useCountdown(to, intervalMs ? { intervalMs } : undefined), {
    initialProps: { to: target },
  });

describe("useCountdown", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("without a target (server render, before mount) is stopped with no parts and no timer", () => {
    const { result } = renderCountdown(null);
    expect(result.current.state).toBe("stopped");
    expect(result.current.parts).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    act(() => result.current.start());
    advance(5_000);
    expect(result.current.state).toBe("stopped");
    expect(result.current.parts).toBeNull();
  });

  it("starts when a target arrives and ticks once a second", () => {
    const { result, rerender } = renderCountdown(null);
    rerender({ to: START + 2 * 60_000 + 3_000 });
    expect(result.current.state).toBe("started");
    expect(result.current.parts).toEqual({ days: 0, hours: 0, minutes: 2, seconds: 3, totalMs: 123_000 });
    advance(999);
    expect(result.current.parts?.seconds).toBe(3);
    advance(1);
    expect(result.current.parts).toEqual({ days: 0, hours: 0, minutes: 2, seconds: 2, totalMs: 122_000 });
    advance(3_000);
    expect(result.current.parts).toMatchObject({ minutes: 1, seconds: 59 });
  });

  it("counts 180 days down across a day boundary", () => {
    const { result } = renderCountdown(START + 180 * 86_400_000);
    expect(result.current.parts).toMatchObject({ days: 180, hours: 0, minutes: 0, seconds: 0 });
    advance(1_000);
    expect(result.current.parts).toMatchObject({ days: 179, hours: 23, minutes: 59, seconds: 59 });
  });

  it("honours a custom interval", () => {
    const { result } = renderCountdown(START + 60_000, 5_000);
    advance(4_000);
    expect(result.current.parts?.seconds).toBe(0);
    expect(result.current.parts?.minutes).toBe(1);
    advance(1_000);
    expect(result.current.parts?.seconds).toBe(55);
  });

  it("completes at the target, with all parts zero, and stops ticking", () => {
    const { result } = renderCountdown(START + 3_000);
    advance(2_000);
    expect(result.current.state).toBe("started");
    expect(result.current.parts?.seconds).toBe(1);
    advance(1_000);
    expect(result.current.state).toBe("completed");
    expect(result.current.parts).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
    expect(jest.getTimerCount()).toBe(0);
    const completed = result.current;
    advance(10_000);
    expect(result.current).toBe(completed);
  });

  it("is completed at once when the target has already passed", () => {
    const { result } = renderCountdown(START - 1_000);
    expect(result.current.state).toBe("completed");
    expect(jest.getTimerCount()).toBe(0);
  });

  it("pause freezes the time left and clears the timer", () => {
    const { result } = renderCountdown(START + 10_000);
    advance(3_000);
    act(() => result.current.pause());
    expect(result.current.state).toBe("paused");
    expect(result.current.parts?.seconds).toBe(7);
    expect(jest.getTimerCount()).toBe(0);
    advance(60_000);
    expect(result.current.state).toBe("paused");
    expect(result.current.parts?.seconds).toBe(7);
  });

  it("resume extends the target by the time spent paused", () => {
    const { result } = renderCountdown(START + 10_000);
    advance(3_000);
    act(() => result.current.pause());
    advance(5_000); // paused for 5 s: the original target is now 2 s away
    act(() => result.current.resume());
    expect(result.current.state).toBe("started");
    expect(result.current.parts).toMatchObject({ seconds: 7, totalMs: 7_000 });
    advance(1_000);
    expect(result.current.parts?.seconds).toBe(6);
    advance(5_000); // past the original target (START + 10 s): still counting
    expect(result.current.state).toBe("started");
    expect(result.current.parts?.seconds).toBe(1);
    advance(1_000); // START + 15 s = original target + 5 s paused
    expect(result.current.state).toBe("completed");
  });

  it("ignores actions that do not apply to the current state", () => {
    const { result } = renderCountdown(START + 10_000);
    act(() => result.current.resume());
    expect(result.current.state).toBe("started");
    act(() => result.current.start());
    expect(result.current.state).toBe("started");
    act(() => {
      result.current.pause();
      result.current.pause();
    });
    advance(4_000);
    act(() => result.current.resume());
    advance(1_000);
    // Paused for 4 s once: 10 s - 1 s counted = 9 s left.
    expect(result.current.parts?.seconds).toBe(9);
  });

  it("stop clears the timer and resets to zero without completing", () => {
    const { result } = renderCountdown(START + 10_000);
    advance(2_000);
    act(() => result.current.stop());
    expect(result.current.state).toBe("stopped");
    expect(result.current.parts).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
    expect(jest.getTimerCount()).toBe(0);
    advance(20_000);
    expect(result.current.state).toBe("stopped");
  });

  it("start after stop counts toward the original target again, dropping earlier pause time", () => {
    const { result } = renderCountdown(START + 10_000);
    act(() => result.current.pause());
    advance(3_000);
    act(() => result.current.resume());
    act(() => result.current.stop());
    advance(1_000);
    act(() => result.current.start());
    expect(result.current.state).toBe("started");
    expect(result.current.parts?.seconds).toBe(6); // START + 10 s - (START + 4 s)
    advance(1_000);
    expect(result.current.parts?.seconds).toBe(5);
    advance(5_000);
    expect(result.current.state).toBe("completed");
  });

  it("start after the target has passed completes at once", () => {
    const { result } = renderCountdown(START + 2_000);
    act(() => result.current.stop());
    advance(5_000);
    act(() => result.current.start());
    expect(result.current.state).toBe("completed");
    expect(jest.getTimerCount()).toBe(0);
  });

  it("a new target restarts the countdown; a null target returns to not started", () => {
    const { result, rerender } = renderCountdown(START + 10_000);
    act(() => result.current.pause());
    rerender({ to: START + 60_000 });
    expect(result.current.state).toBe("started");
    expect(result.current.parts?.minutes).toBe(1);
    rerender({ to: null });
    expect(result.current.state).toBe("stopped");
    expect(result.current.parts).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("clears its timer on unmount", () => {
    const { unmount } = renderCountdown(START + 10_000);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
