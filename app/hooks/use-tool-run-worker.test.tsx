// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { LIVE_DELAY_MS, type ToolRunOptions, useToolRun } from "./use-tool-run";
import { ManualWorker } from "../../test-support/manual-worker";
import { ToolError } from "~/lib/tool-error";

interface Job {
  text: string;
}

/** The core: upper-cases the text, and rejects a "!" with a position, as cores report bad input. */
function shout({ text }: Job): string {
  if (text.includes("!"))
    throw new ToolError("No exclamation marks at line 1, column 3", { line: 1, column: 3 });
  return text.toUpperCase();
}

/** Renders the hook; inputs of 10 characters or more are "large". */
function setup(text: string) {
  const workers: ManualWorker<Job, string>[] = [];
  const createWorker = () => {
    const worker = new ManualWorker(shout);
    workers.push(worker);
    return worker;
  };
  const options = (text: string): ToolRunOptions<Job, string> => ({
    job: { text },
    idle: text === "",
    large: text.length >= 10,
    createWorker,
  });
  const hook = renderHook((props: ToolRunOptions<Job, string>) => useToolRun<Job, string>(props), {
    initialProps: options(text),
  });
  const lastWorker = () => workers[workers.length - 1];
  const requestCount = () => workers.reduce((n, w) => n + w.requests.length, 0);
  return { ...hook, options, workers, lastWorker, requestCount };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pause = (ms = LIVE_DELAY_MS) => act(() => vi.advanceTimersByTime(ms));

describe("useToolRun", () => {
  it("runs a small input in the worker once the input has been still for a moment", async () => {
    const { result, lastWorker, workers } = setup("hello");
    pause(LIVE_DELAY_MS - 1);
    expect(workers).toHaveLength(0);
    pause(1);
    expect(result.current.running).toBe(true);
    await act(async () => lastWorker().finish());
    expect(result.current.output).toBe("HELLO");
    expect(result.current.running).toBe(false);
  });

  it("starts one run for a burst of changes, with the last input", () => {
    const { rerender, options, lastWorker, requestCount } = setup("h");
    rerender(options("he"));
    pause(100);
    rerender(options("hel"));
    pause();
    expect(requestCount()).toBe(1);
    expect(lastWorker().requests[0].input.text).toBe("hel");
  });

  it("keeps the previous result on screen while the next small input waits for its run", async () => {
    const { result, rerender, options, lastWorker } = setup("abc");
    pause();
    await act(async () => lastWorker().finish());
    expect(result.current.current).toBe(true);
    rerender(options("abcd"));
    expect(result.current.output).toBe("ABC");
    // Still shown, but marked as the previous input's: a download waits for the new result.
    expect(result.current.current).toBe(false);
    pause();
    await act(async () => lastWorker().finish());
    expect(result.current.output).toBe("ABCD");
    expect(result.current.current).toBe(true);
  });

  it("shows the worker's error message and no output", async () => {
    const { result, lastWorker } = setup("hi!");
    pause();
    await act(async () => lastWorker().finish());
    expect(result.current.error).toBe("No exclamation marks at line 1, column 3");
    expect(result.current.output).toBeNull();
  });

  it("does nothing for an empty input", () => {
    const { result, workers } = setup("");
    pause();
    act(() => result.current.run());
    expect(workers).toHaveLength(0);
    expect(result.current.waiting).toBe(false);
  });

  it("leaves a large input waiting for run(), then shows its result", async () => {
    const { result, workers, lastWorker } = setup("a large input");
    pause();
    expect(workers).toHaveLength(0);
    expect(result.current.waiting).toBe(true);
    act(() => result.current.run());
    expect(result.current.waiting).toBe(false);
    await act(async () => lastWorker().finish());
    expect(result.current.output).toBe("A LARGE INPUT");
  });

  it("shows a large input's result only while that input is current", async () => {
    const { result, rerender, options, lastWorker } = setup("a large input");
    act(() => result.current.run());
    await act(async () => lastWorker().finish());
    rerender(options("another large input"));
    expect(result.current.output).toBeNull();
    expect(result.current.waiting).toBe(true);
  });

  it("run() on a small input runs at once, and the pending live run is skipped", async () => {
    const { result, lastWorker, requestCount } = setup("now");
    act(() => result.current.run());
    expect(requestCount()).toBe(1);
    await act(async () => lastWorker().finish());
    pause();
    expect(requestCount()).toBe(1);
    expect(result.current.output).toBe("NOW");
  });

  it("a newer input replaces a running one: the old run's worker is stopped", () => {
    const { rerender, options, workers } = setup("first");
    pause();
    rerender(options("second"));
    pause();
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].requests[0].input.text).toBe("second");
  });

  it("stops a large input's run when the input changes", async () => {
    const { result, rerender, options, lastWorker } = setup("a large input");
    act(() => result.current.run());
    rerender(options("a changed large input"));
    expect(lastWorker().terminated).toBe(true);
    await act(async () => {}); // the cancelled run's promise settles
    expect(result.current.running).toBe(false);
  });

  it("cancel() stops the run and the large input waits again", () => {
    const { result, lastWorker } = setup("a large input");
    act(() => result.current.run());
    act(() => result.current.cancel());
    expect(lastWorker().terminated).toBe(true);
    expect(result.current.running).toBe(false);
    expect(result.current.waiting).toBe(true);
  });

  it("reset() forgets the result", async () => {
    const { result, lastWorker } = setup("abc");
    pause();
    await act(async () => lastWorker().finish());
    act(() => result.current.reset());
    expect(result.current.output).toBeNull();
  });
});
