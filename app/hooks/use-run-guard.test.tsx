// @vitest-environment jsdom
// The run guard through the shared hooks: a page whose last run never ended shows
// its restored input without running it, until "Run it" (RunGuard.release) or the tool's Run.
import { act, renderHook } from "@testing-library/react";
import { pageRunGuard, runGuardKey } from "~/lib/workers/run-guard";
import { ManualWorker } from "../../test-support/manual-worker";
import { useGuardedValue } from "./use-guarded-value";
import { useToolRun } from "./use-tool-run";

let page = 0;

/** A fresh page for each test; `unfinished` leaves a mark as a frozen last visit would. */
function openPage(unfinished: boolean): string {
  const path = `/tool-${++page}`;
  window.history.replaceState(null, "", path);
  if (unfinished) sessionStorage.setItem(runGuardKey(path), "1");
  return path;
}

const upper = (text: string) => text.toUpperCase();

afterEach(() => sessionStorage.clear());

describe("useToolRun with the run guard", () => {
  const options = (text: string) => ({
    job: text,
    large: text.length >= 10,
    compute: vi.fn(upper),
    createWorker: () => new ManualWorker(upper),
  });

  /** A large input, over workers the test answers by hand. */
  function largeInput() {
    const workers: ManualWorker<string, string>[] = [];
    const createWorker = () => {
      workers.push(new ManualWorker(upper));
      return workers[workers.length - 1];
    };
    return { props: { ...options("a large input"), createWorker }, workers };
  }

  it("computes and clears its mark when the last visit finished", () => {
    const path = openPage(false);
    const { result } = renderHook(() => useToolRun(options("hello")));
    expect(result.current.output).toBe("HELLO");
    expect(sessionStorage.getItem(runGuardKey(path))).toBeNull();
  });

  it("holds a restored small input: not computed, waiting; 'Run it' computes it", () => {
    const path = openPage(true);
    const props = options("hello");
    const { result } = renderHook(() => useToolRun(props));
    expect(props.compute).not.toHaveBeenCalled();
    expect(result.current.output).toBeNull();
    expect(result.current.waiting).toBe(true);
    act(() => pageRunGuard(path)?.release());
    expect(result.current.output).toBe("HELLO");
    expect(result.current.waiting).toBe(false);
    expect(sessionStorage.getItem(runGuardKey(path))).toBeNull();
  });

  it("starts a held large input in the worker on 'Run it', and marks it until it ends", async () => {
    const path = openPage(true);
    const { props, workers } = largeInput();
    const { result } = renderHook(() => useToolRun(props));
    expect(result.current.waiting).toBe(true);
    act(() => pageRunGuard(path)?.release());
    expect(result.current.running).toBe(true);
    expect(workers[0].requests).toHaveLength(1);
    expect(sessionStorage.getItem(runGuardKey(path))).not.toBeNull();
    await act(async () => workers[0].finish());
    expect(result.current.output).toBe("A LARGE INPUT");
    expect(sessionStorage.getItem(runGuardKey(path))).toBeNull();
  });

  it("the tool's own Run releases the hold and runs once", () => {
    openPage(true);
    const { props, workers } = largeInput();
    const { result } = renderHook(() => useToolRun(props));
    act(() => result.current.run());
    expect(result.current.running).toBe(true);
    expect(workers).toHaveLength(1);
    expect(workers[0].requests).toHaveLength(1);
  });
});

describe("useToolRun with the run guard", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("does not run a held input live; 'Run it' runs it", async () => {
    const path = openPage(true);
    const worker = new ManualWorker(upper);
    const { result } = renderHook(() =>
      useToolRun<string, string>({
        job: "hello",
        idle: false,
        large: false,
        createWorker: () => worker,
      }),
    );
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(worker.requests).toHaveLength(0);
    expect(result.current.waiting).toBe(true);
    act(() => pageRunGuard(path)?.release());
    expect(worker.requests).toHaveLength(1);
    await act(async () => worker.finish());
    expect(result.current.output).toBe("HELLO");
    expect(sessionStorage.getItem(runGuardKey(path))).toBeNull();
  });
});

describe("useGuardedValue (tools that compute on the page itself)", () => {
  test("computes at once and leaves no mark when the last visit finished", () => {
    const path = openPage(false);
    const { result } = renderHook(() => useGuardedValue("abc", upper));
    expect(result.current).toBe("ABC");
    expect(sessionStorage.getItem(runGuardKey(path))).toBeNull();
  });

  test("holds restored input until released, then computes", () => {
    const path = openPage(true);
    const compute = vi.fn(upper);
    const { result } = renderHook(() => useGuardedValue("abc", compute));
    expect(result.current).toBeNull();
    expect(compute).not.toHaveBeenCalled();
    act(() => pageRunGuard(path)!.release());
    expect(result.current).toBe("ABC");
    expect(sessionStorage.getItem(runGuardKey(path))).toBeNull();
  });

  test("a computation that throws still ends its mark", () => {
    const path = openPage(false);
    const fail = () => {
      throw new Error("broken");
    };
    expect(() => renderHook(() => useGuardedValue("abc", fail))).toThrow("broken");
    expect(sessionStorage.getItem(runGuardKey(path))).toBeNull();
  });

  test("a computation in progress is marked, so a tab that freezes in it leaves the mark", () => {
    const path = openPage(false);
    let markDuringRun: string | null = null;
    renderHook(() =>
      useGuardedValue("abc", (text: string) => {
        markDuringRun = sessionStorage.getItem(runGuardKey(path));
        return text;
      }),
    );
    expect(markDuringRun).not.toBeNull();
  });
});
