// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { useBrowserTimeZone } from "./use-browser-time-zone";

describe("the device's time zone", () => {
  const zoneOf = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");
  const idleTasks: IdleRequestCallback[] = [];

  beforeEach(() => {
    idleTasks.length = 0;
    vi.stubGlobal("requestIdleCallback", (task: IdleRequestCallback) => idleTasks.push(task));
    vi.stubGlobal("cancelIdleCallback", () => {});
    // A device set to the old name: the page shows the current one.
    zoneOf.mockReturnValue({ timeZone: "Asia/Calcutta" } as Intl.ResolvedDateTimeFormatOptions);
  });
  afterEach(() => {
    cleanup(); // unmounting cancels the idle task: before the stubs go
    vi.unstubAllGlobals();
    zoneOf.mockReset();
  });

  it("is not known while hydrating, and Intl is not asked then", () => {
    const { result } = renderHook(() => useBrowserTimeZone());
    expect(result.current).toBeNull();
    expect(zoneOf).not.toHaveBeenCalled();
    expect(idleTasks).toHaveLength(1);
  });

  it("is read in the browser's next idle moment, by its current name", () => {
    const { result } = renderHook(() => useBrowserTimeZone());
    act(() => idleTasks[0]({ didTimeout: false, timeRemaining: () => 50 }));
    expect(result.current).toBe("Asia/Kolkata");
  });
});
