// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useModuleOnNeed } from "./use-module-on-need";

describe("useModuleOnNeed", () => {
  it("fetches nothing until needed, then once", async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const { result, rerender } = renderHook(({ needed }) => useModuleOnNeed(needed, load), {
      initialProps: { needed: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toEqual({ module: null, error: null });
    rerender({ needed: true });
    await waitFor(() => expect(result.current.module).toEqual({ answer: 42 }));
    rerender({ needed: false });
    rerender({ needed: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();
  });

  it("keeps a failed fetch as its error and does not retry on its own", async () => {
    const load = vi.fn(() =>
      Promise.reject(new Error("Failed to fetch dynamically imported module")),
    );
    const { result, rerender } = renderHook(() => useModuleOnNeed(true, load));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect((result.current.error as Error).message).toContain("Failed to fetch");
    expect(result.current.module).toBeNull();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops an answer that arrives after the page is gone", async () => {
    let resolve!: (value: string) => void;
    const load = () => new Promise<string>((done) => (resolve = done));
    const { result, unmount } = renderHook(() => useModuleOnNeed(true, load));
    unmount();
    await act(async () => resolve("late"));
    expect(result.current.module).toBeNull();
  });
});
