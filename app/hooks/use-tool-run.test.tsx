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

  it("runJob() runs a job that becomes current only at the next render (a button that sets an option and runs)", async () => {
    const { result, rerender, options, workers, lastWorker } = setup("a large input");
    // As in a click handler: the option is set and the run asked for in the same event.
    act(() => {
      result.current.runJob({ text: "a large input", upper: false });
      rerender(options("a large input", false));
    });
    expect(workers).toHaveLength(1);
    expect(result.current.running).toBe(true);
    await act(async () => lastWorker().finish());
    expect(result.current.output).toBe("a large input");
    expect(result.current.current).toBe(true);
    // Asked again for the same job: nothing runs twice.
    act(() => result.current.run());
    expect(lastWorker().requests).toHaveLength(1);
  });

  it("runs a failed job again when asked (a time limit or a crash), but not a finished one", async () => {
    const { result, lastWorker } = setup("a large input!");
    act(() => result.current.run());
    await act(async () => lastWorker().finish());
    expect(result.current.error).toBe("No exclamation marks");
    act(() => result.current.run());
    expect(result.current.running).toBe(true);
    expect(lastWorker().requests).toHaveLength(2);
  });

  it("prepare() starts the worker before the first run, and the run uses it", () => {
    const { result, workers } = setup("a large input");
    act(() => result.current.prepare());
    expect(workers).toHaveLength(1);
    act(() => result.current.run());
    expect(workers).toHaveLength(1);
    expect(workers[0].requests).toHaveLength(1);
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

describe("useToolRun with an asynchronous core on the page", () => {
  /** A core whose answers the test settles by hand, in any order. */
  function deferredCore() {
    const pending = new Map<
      string,
      { resolve: (out: string) => void; reject: (e: Error) => void }
    >();
    const core = (job: Job) =>
      new Promise<string>((resolve, reject) => pending.set(job.text, { resolve, reject }));
    return { core, pending };
  }

  function setupAsync(text: string) {
    const { core, pending } = deferredCore();
    const options = (text: string): ToolRunOptions<Job, string> => ({
      job: { text, upper: true },
      idle: text === "",
      large: false,
      computeAsync: core,
    });
    const hook = renderHook((props: ToolRunOptions<Job, string>) => useToolRun(props), {
      initialProps: options(text),
    });
    return { ...hook, options, pending };
  }

  it("shows the answer of the current job once it settles", async () => {
    const { result, pending } = setupAsync("abc");
    expect(result.current.output).toBeNull();
    expect(result.current.current).toBe(false);
    await act(async () => pending.get("abc")!.resolve("ABC"));
    expect(result.current.output).toBe("ABC");
    expect(result.current.current).toBe(true);
    expect(result.current.running).toBe(false);
  });

  it("never lets a late answer of an older job replace the current one", async () => {
    const { result, rerender, options, pending } = setupAsync("old");
    rerender(options("new"));
    await act(async () => pending.get("new")!.resolve("NEW"));
    await act(async () => pending.get("old")!.resolve("OLD"));
    expect(result.current.output).toBe("NEW");
    expect(result.current.current).toBe(true);
  });

  it("keeps the last answer while the next is computed, marked as not current", async () => {
    const { result, rerender, options, pending } = setupAsync("one");
    await act(async () => pending.get("one")!.resolve("ONE"));
    rerender(options("two"));
    expect(result.current.output).toBe("ONE");
    expect(result.current.current).toBe(false);
  });

  it("shows a rejected job's message, and nothing once the input is empty", async () => {
    const { result, rerender, options, pending } = setupAsync("bad");
    await act(async () => pending.get("bad")!.reject(new ToolError("Not a key")));
    expect(result.current.error).toBe("Not a key");
    expect(result.current.output).toBeNull();
    rerender(options(""));
    expect(result.current.error).toBeNull();
    expect(result.current.output).toBeNull();
  });
});
