// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { useIdleAfter } from "./use-idle-after";

describe("a stage that waits for the next idle moment", () => {
  const idleTasks: IdleRequestCallback[] = [];
  const cancelled: number[] = [];
  const idle = () => ({ didTimeout: false, timeRemaining: () => 50 });

  beforeEach(() => {
    idleTasks.length = 0;
    cancelled.length = 0;
    vi.stubGlobal("requestIdleCallback", (task: IdleRequestCallback) => idleTasks.push(task));
    vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.push(handle));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("does not start while the stage before it is not ready", () => {
    const { result } = renderHook(() => useIdleAfter(false));
    expect(result.current).toBe(false);
    expect(idleTasks).toHaveLength(0);
  });

  it("is reached in the first idle moment after the stage before is ready, and stays reached", () => {
    const { result, rerender } = renderHook(({ ready }) => useIdleAfter(ready), {
      initialProps: { ready: false },
    });
    rerender({ ready: true });
    expect(result.current).toBe(false);
    expect(idleTasks).toHaveLength(1);
    act(() => idleTasks[0](idle()));
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
    expect(idleTasks).toHaveLength(1);
  });

  it("cancels its idle task when the page goes away first", () => {
    const { unmount } = renderHook(() => useIdleAfter(true));
    unmount();
    expect(cancelled).toEqual([1]);
  });
});
