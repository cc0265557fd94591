// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { ToolError } from "~/lib/tool-error";
import { type ToolRunOptions, useToolRun } from "./use-tool-run";
import { ManualWorker } from "../../test-support/manual-worker";

interface Job {
  text: string;
  upper: boolean;
}

/** The core: upper- or lower-cases the text, and rejects a "!" the way a core reports bad input. */
function convert({ text, upper }: Job): string {
  if (text.includes("!")) throw new ToolError("No exclamation marks");
  return upper ? text.toUpperCase() : text.toLowerCase();
}

/** Renders the hook with a job of `text`, "large" from 10 characters on, over manual workers. */
function setup(text: string) {
  const workers: ManualWorker<Job, string>[] = [];
  const createWorker = () => {
    const worker = new ManualWorker(convert);
    workers.push(worker);
    return worker;
  };
  const options = (text: string, upper = true): ToolRunOptions<Job, string> => ({
    job: { text, upper },
    large: text.length >= 10,
    compute: convert,
    createWorker,
  });
  const hook = renderHook((props: ToolRunOptions<Job, string>) => useToolRun(props), {
    initialProps: options(text),
  });
  const lastWorker = () => workers[workers.length - 1];
  return { ...hook, options, workers, lastWorker };
}

describe("useToolRun", () => {
  it("computes a small input on the page, without a worker", () => {
    const { result, workers } = setup("hello");
    expect(result.current.output).toBe("HELLO");
    expect(result.current.error).toBeNull();
    expect(result.current.waiting).toBe(false);
    expect(workers).toHaveLength(0);
  });

  it("shows the core's error message and no output", () => {
    const { result } = setup("hi!");
    expect(result.current.error).toBe("No exclamation marks");
    expect(result.current.output).toBeNull();
  });

  it("leaves a large input waiting for run(), then shows the worker's result", async () => {
    const { result, lastWorker } = setup("a large input");
    expect(result.current.waiting).toBe(true);
    expect(result.current.output).toBeNull();
    act(() => result.current.run());
    expect(result.current.running).toBe(true);
    await act(async () => lastWorker().finish());
    expect(result.current.output).toBe("A LARGE INPUT");
    expect(result.current.waiting).toBe(false);
    expect(result.current.running).toBe(false);
  });

  it("shows a run's result only while its job matches the current one", async () => {
    const { result, rerender, options, lastWorker } = setup("a large input");
    act(() => result.current.run());
    await act(async () => lastWorker().finish());
    rerender(options("a large input", false));
    expect(result.current.output).toBeNull();
    expect(result.current.waiting).toBe(true);
    // Equal fields count as the same job, even in a new object.
    rerender(options("a large input", true));
    expect(result.current.output).toBe("A LARGE INPUT");
  });

  it("cancels a running job when the input changes", () => {
    const { result, rerender, options, lastWorker } = setup("a large input");
    act(() => result.current.run());
    const worker = lastWorker();
    rerender(options("another large input"));
    expect(worker.terminated).toBe(true);
    expect(result.current.running).toBe(false);
    expect(result.current.waiting).toBe(true);
  });

  it("keeps run() the same function while its job runs and is cancelled (useAutoRun starts a job once)", () => {
    const { result, rerender, options } = setup("a large input");
    const first = result.current.run;
    act(() => result.current.run());
    expect(result.current.running).toBe(true);
    expect(result.current.run).toBe(first);
    act(() => result.current.cancel());
    expect(result.current.run).toBe(first);
    rerender(options("another large input"));
    expect(result.current.run).not.toBe(first);
  });

  it("runs a job again when the input comes back to it after its run was stopped", async () => {
    const { result, rerender, options, workers } = setup("a large input");
    act(() => result.current.run());
    rerender(options("another large input"));
    await act(async () => {}); // the stopped run's promise settles
    rerender(options("a large input"));
    expect(result.current.waiting).toBe(true);
    act(() => result.current.run());
    expect(result.current.running).toBe(true);
    expect(workers).toHaveLength(2);
  });

  it("cancel() stops the run and the input waits for run() again", () => {
    const { result, lastWorker } = setup("a large input");
    act(() => result.current.run());
    act(() => result.current.cancel());
    expect(lastWorker().terminated).toBe(true);
    expect(result.current.running).toBe(false);
    expect(result.current.waiting).toBe(true);
    expect(result.current.output).toBeNull();
  });

  it("reset() forgets the run and its result", async () => {
    const { result, lastWorker } = setup("a large input");
    act(() => result.current.run());
    await act(async () => lastWorker().finish());
    act(() => result.current.reset());
    expect(result.current.output).toBeNull();
    expect(result.current.waiting).toBe(true);
  });
});
