import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("hands the task to requestIdleCallback with its deadline, and cancels it there", () => {
    const requestIdleCallback = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const task = vi.fn();

    const cancel = whenIdle(task, 3000);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 3000 });

    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("waits at most 2 seconds by default", () => {
    const requestIdleCallback = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    whenIdle(() => {});
    expect(requestIdleCallback.mock.calls[0][1]).toEqual({ timeout: 2000 });
  });

  it("runs the task after a short wait where the browser cannot say when it is idle (Safari)", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const task = vi.fn();

    whenIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it("never runs a cancelled task where it falls back to a timer", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const task = vi.fn();

    whenIdle(task)();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
