import { ManualWorker } from "../../../test-support/manual-worker";
import { PROGRESS_INTERVAL_MS, type ProgressReporter, exposeToWorker } from "./worker-expose";
import {
  DEFAULT_TIMEOUT_MS,
  RunCancelledError,
  WorkerRunner,
  runOnce,
  timeoutMessageFor,
  type WorkerLike,
} from "./worker-runner";
import { ToolError } from "~/lib/tool-error";

/**
 * A worker in the same thread: messages go through exposeToWorker exactly as in a real worker,
 * but asynchronously (like postMessage) and with a controllable core.
 */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  private scope = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (message: unknown) => {
      if (!this.terminated)
        queueMicrotask(() => this.onmessage?.({ data: message } as MessageEvent));
    },
  };
  constructor(core: (input: number, progress: ProgressReporter) => number | Promise<number>) {
    exposeToWorker(core, this.scope);
  }
  postMessage(message: unknown): void {
    queueMicrotask(() => this.scope.onmessage?.({ data: message } as MessageEvent));
  }
  terminate(): void {
    this.terminated = true;
  }
}

function never(): Promise<number> {
  return new Promise(() => {});
}

describe("WorkerRunner", () => {
  it("leaves messages that are not requests to the worker's other listeners (a media worker's disk writer port)", async () => {
    const inputs: unknown[] = [];
    const scope = { onmessage: null as ((event: MessageEvent) => void) | null, postMessage() {} };
    exposeToWorker((input: unknown) => inputs.push(input), scope);
    await scope.onmessage!({ data: { kind: "disk-writer-port", port: null } } as MessageEvent);
    await scope.onmessage!({ data: { id: 1, input: "a request" } } as MessageEvent);
    expect(inputs).toEqual(["a request"]);
  });

  it("resolves with the core's result", async () => {
    const runner = new WorkerRunner<number, number>(() => new FakeWorker((n) => n * 2));
    await expect(runner.run(21)).resolves.toBe(42);
  });

  it("reports progress before the result", async () => {
    const seen: number[] = [];
    const runner = new WorkerRunner<number, number>(
      () =>
        new FakeWorker((n, progress) => {
          progress(0.5);
          progress(1);
          return n;
        }),
    );
    await runner.run(1, { onProgress: (f) => seen.push(f) });
    // The second report came within PROGRESS_INTERVAL_MS of the first: the result says the rest.
    expect(seen).toEqual([0.5]);
  });

  it("sends progress at most every PROGRESS_INTERVAL_MS, and at once when the step changes", async () => {
    let clock = 0;
    const now = vi.spyOn(performance, "now").mockImplementation(() => clock);
    const seen: number[] = [];
    const runner = new WorkerRunner<number, number>(
      () =>
        new FakeWorker((n, progress) => {
          for (let i = 1; i <= 10; i++) {
            clock += 30;
            progress(i / 10);
          }
          progress(1, "page 2");
          return n;
        }),
    );
    await runner.run(1, { onProgress: (f) => seen.push(f) });
    now.mockRestore();
    // Reports at 30, 150, 270 ms (each 100 ms or more after the last sent), then the new step.
    expect(seen).toEqual([0.1, 0.5, 0.9, 1]);
    expect(PROGRESS_INTERVAL_MS).toBe(100);
  });

  it("rejects with the core's ToolError message and position", async () => {
    const runner = new WorkerRunner<number, number>(
      () =>
        new FakeWorker(() => {
          throw new ToolError("Unexpected token } at line 2, column 8", { line: 2, column: 8 });
        }),
    );
    const error = await runner.run(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).message).toBe("Unexpected token } at line 2, column 8");
    expect((error as ToolError).line).toBe(2);
  });

  it("cancels the older run when a newer one starts, so a stale result never arrives", async () => {
    const workers: FakeWorker[] = [];
    let calls = 0;
    const runner = new WorkerRunner<number, number>(() => {
      const worker = new FakeWorker((n) => (++calls === 1 ? never() : n));
      workers.push(worker);
      return worker;
    });
    const first = runner.run(1);
    const second = runner.run(2);
    await expect(first).rejects.toBeInstanceOf(RunCancelledError);
    await expect(second).resolves.toBe(2);
    expect(workers[0].terminated).toBe(true);
  });

  it("cancel() terminates the worker and rejects with RunCancelledError", async () => {
    let worker: FakeWorker | undefined;
    const runner = new WorkerRunner<number, number>(() => (worker = new FakeWorker(() => never())));
    const run = runner.run(1);
    runner.cancel();
    await expect(run).rejects.toBeInstanceOf(RunCancelledError);
    expect(worker?.terminated).toBe(true);
    expect(runner.busy).toBe(false);
  });

  it("stops a run that exceeds its time limit with a clear message", async () => {
    vi.useFakeTimers();
    try {
      const runner = new WorkerRunner<number, number>(() => new FakeWorker(() => never()));
      const run = runner.run(1, { timeoutMs: 2000 });
      const outcome = run.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1999);
      expect(runner.busy).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ToolError);
      expect((error as Error).message).toBe(timeoutMessageFor(2000));
    } finally {
      vi.useRealTimers();
    }
  });

  it("uses the caller's time-limit message when given", async () => {
    vi.useFakeTimers();
    try {
      const runner = new WorkerRunner<number, number>(() => new FakeWorker(() => never()));
      const outcome = runner
        .run(1, { timeoutMs: 10, timeoutMessage: "Regex took too long" })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10);
      expect(((await outcome) as Error).message).toBe("Regex took too long");
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts a fresh worker after a cancel, and it works", async () => {
    let created = 0;
    let first = true;
    const runner = new WorkerRunner<number, number>(() => {
      created++;
      return new FakeWorker((n) => {
        if (first) {
          first = false;
          return never();
        }
        return n + 1;
      });
    });
    const stuck = runner.run(1);
    runner.cancel();
    await expect(stuck).rejects.toBeInstanceOf(RunCancelledError);
    await expect(runner.run(1)).resolves.toBe(2);
    expect(created).toBe(2);
  });

  it("rejects when the worker itself crashes", async () => {
    let worker: FakeWorker | undefined;
    const runner = new WorkerRunner<number, number>(() => (worker = new FakeWorker(() => never())));
    const run = runner.run(1);
    worker?.onerror?.({ message: "boom" } as ErrorEvent);
    await expect(run).rejects.toThrow("boom");
  });

  describe("the default time limit (no run waits forever)", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("stops a run without a limit of its own after DEFAULT_TIMEOUT_MS, with the message", async () => {
      const worker = new ManualWorker<number, number>((n) => n);
      const runner = new WorkerRunner<number, number>(() => worker);
      const outcome = runner.run(1).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(runner.busy).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ToolError);
      expect((error as Error).message).toBe(timeoutMessageFor(DEFAULT_TIMEOUT_MS));
      expect(worker.terminated).toBe(true);
      expect(runner.busy).toBe(false);
    });

    it("counts the limit again from each progress report, so a long stream is not cut off", async () => {
      const worker = new ManualWorker<number, number>((n) => n * 2);
      const runner = new WorkerRunner<number, number>(() => worker);
      const result = runner.run(21, { timeoutMs: 1000 });
      for (let step = 0; step < 5; step++) {
        await vi.advanceTimersByTimeAsync(900);
        worker.progress(step / 5);
      }
      expect(runner.busy).toBe(true); // 4.5 s after the start, never 1 s without progress
      worker.finish();
      await expect(result).resolves.toBe(42);
    });

    it("stops a stream that stops reporting, saying it made no progress", async () => {
      const worker = new ManualWorker<number, number>((n) => n);
      const runner = new WorkerRunner<number, number>(() => worker);
      const outcome = runner.run(1, { timeoutMs: 1000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(900);
      worker.progress(0.5);
      await vi.advanceTimersByTimeAsync(1000);
      const error = await outcome;
      expect((error as Error).message).toBe(timeoutMessageFor(1000, true));
      expect((error as Error).message).toContain("1 s without progress");
    });

    it("a message made from the step the worker last reported names where it stalled", async () => {
      const worker = new ManualWorker<number, number>((n) => n);
      const runner = new WorkerRunner<number, number>(() => worker);
      const timeoutMessage = (step: string | null) => `stuck at ${step ?? "the start"}`;
      const first = runner.run(1, { timeoutMs: 1000, timeoutMessage }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1000);
      expect(((await first) as Error).message).toBe("stuck at the start");

      const second = runner.run(1, { timeoutMs: 1000, timeoutMessage }).catch((e: unknown) => e);
      worker.progress(0.1, "3");
      worker.progress(0.2);
      await vi.advanceTimersByTimeAsync(500);
      worker.progress(0.3, "17");
      await vi.advanceTimersByTimeAsync(1000);
      expect(((await second) as Error).message).toBe("stuck at 17");
    });

    it("a finished run leaves no timer behind", async () => {
      const worker = new ManualWorker<number, number>((n) => n + 1);
      const runner = new WorkerRunner<number, number>(() => worker);
      const result = runner.run(1);
      worker.finish();
      await expect(result).resolves.toBe(2);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe("runOnce", () => {
  it("answers with the worker's result and ends the worker after it", async () => {
    const worker = new ManualWorker<number, number>((n) => n * 3);
    const answer = runOnce<number, number>(() => worker, 14);
    worker.finish();
    await expect(answer).resolves.toBe(42);
    expect(worker.terminated).toBe(true);
  });

  it("ends the worker after a failure too, and passes the failure on", async () => {
    const worker = new ManualWorker<number, number>(() => {
      throw new ToolError("The ZIP is too large");
    });
    const answer = runOnce<number, number>(() => worker, 1);
    worker.finish();
    await expect(answer).rejects.toThrow("The ZIP is too large");
    expect(worker.terminated).toBe(true);
  });
});
