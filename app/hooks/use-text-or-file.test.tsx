// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { TYPING_PAUSE_MS, useAutoRun, useTextOrFile } from "./use-text-or-file";

const aFile = () => new File(["data"], "data.txt");

describe("text or a file", () => {
  it("choosing a file empties the typed text", () => {
    const { result } = renderHook(() => useTextOrFile());
    act(() => result.current.editText("typed"));
    const file = aFile();
    act(() => result.current.chooseFile(file));
    expect(result.current).toMatchObject({ text: "", file, hasInput: true });
  });

  it("typing drops the chosen file", () => {
    const { result } = renderHook(() => useTextOrFile());
    act(() => result.current.chooseFile(aFile()));
    act(() => result.current.editText("x"));
    expect(result.current).toMatchObject({ text: "x", file: null, hasInput: true });
  });

  it("clearing forgets both", () => {
    const { result } = renderHook(() => useTextOrFile());
    act(() => result.current.chooseFile(aFile()));
    act(() => result.current.clear());
    expect(result.current.hasInput).toBe(false);
  });
});

describe("starting large jobs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts a file's job at once", () => {
    const run = vi.fn();
    renderHook(() => useAutoRun(true, true, run));
    act(() => vi.advanceTimersByTime(0));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for a pause in typing, restarting the wait on every change", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ run }) => useAutoRun(true, false, run), {
      initialProps: { run: first },
    });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    rerender({ run: second });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("does nothing for small jobs", () => {
    const run = vi.fn();
    renderHook(() => useAutoRun(false, true, run));
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(run).not.toHaveBeenCalled();
  });
});
