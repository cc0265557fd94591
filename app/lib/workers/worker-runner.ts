// Runs a core function in a Web Worker so the page never freezes (ARCHITECTURE.md): progress,
// cancel, a time limit with a clear message on every run, and a stale-result guard — starting a
// run cancels the one before it, so an older result can never overwrite a newer one.
import { ToolError } from "~/lib/tool-error";
import type { WorkerReply, WorkerRequest } from "./worker-protocol";

/** The subset of Worker the runner uses, so tests can pass a fake. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Rejection reason of a run that was cancelled or replaced: callers ignore it, it is not a failure. */
export class RunCancelledError extends Error {
  constructor() {
    super("Cancelled");
    this.name = "RunCancelledError";
  }
}

export interface RunOptions {
  onProgress?: (fraction: number) => void;
  /**
   * Stop the work after this many milliseconds without an answer: counted from the start, and
   * again from each progress report (a long stream that keeps reporting is not stuck).
   */
  timeoutMs?: number;
  /**
   * Shown when the time limit is hit; defaults to a message naming the limit. A function is given
   * the step the worker last reported (e.g. the page it was reading), or null.
   */
  timeoutMessage?: string | ((step: string | null) => string);
}

/**
 * The limit of a run whose caller sets none (so no task shows "Working…" forever).
 * The largest legitimate jobs measured here take a few seconds (a 20 MB JSON file 0.6 s, a 50 MB
 * CSV 5 s, 1 MB through a formatter 3 s) and the longest streams (SHA-256 of 1 GB: 3 s) report
 * progress every slice; a minute is ten times the slowest on a phone several times slower.
 */
export const DEFAULT_TIMEOUT_MS = 60_000;

export function timeoutMessageFor(ms: number, sinceProgress = false): string {
  const after = sinceProgress ? `${ms / 1000} s without progress` : `${ms / 1000} s`;
  return `Stopped after ${after}: the work took too long. Try a smaller input or a simpler expression.`;
}

interface PendingRun {
  id: number;
  resolve: (output: never) => void;
  reject: (reason: unknown) => void;
  timer?: ReturnType<typeof setTimeout>;
  onProgress?: (fraction: number) => void;
  /** The step the worker last reported (what it is on now), for the time limit's message. */
  step: string | null;
  /** (Re)starts the time limit: at the start and on each progress report. */
  arm: (sinceProgress: boolean) => void;
}

export class WorkerRunner<I, O> {
  private worker: WorkerLike | null = null;
  private pending: PendingRun | null = null;
  private nextId = 1;

  constructor(private readonly createWorker: () => WorkerLike) {}

  get busy(): boolean {
    return this.pending !== null;
  }

  run(input: I, options: RunOptions = {}): Promise<O> {
    this.cancel();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<O>((resolve, reject) => {
      const ms = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const run: PendingRun = {
        id,
        resolve: resolve as (o: never) => void,
        reject,
        onProgress: options.onProgress,
        step: null,
        arm: (sinceProgress) => {
          clearTimeout(run.timer);
          run.timer = setTimeout(() => {
            // A worker stuck in a loop can only be stopped by terminating it.
            this.finish(run);
            this.discardWorker();
            const message = options.timeoutMessage;
            reject(
              new ToolError(
                typeof message === "function"
                  ? message(run.step)
                  : (message ?? timeoutMessageFor(ms, sinceProgress)),
              ),
            );
          }, ms);
        },
      };
      run.arm(false);
      this.pending = run;
      const request: WorkerRequest<I> = { id, input };
      worker.postMessage(request);
    });
  }

  /**
   * Starts the worker before the first run, e.g. when the user reaches for the tool: loading and
   * starting it then costs nothing the user waits for.
   */
  prepare(): void {
    this.ensureWorker();
  }

  /** Stops the current run, if any; its promise rejects with RunCancelledError. */
  cancel(): void {
    const run = this.pending;
    if (!run) return;
    this.finish(run);
    this.discardWorker();
    run.reject(new RunCancelledError());
  }

  dispose(): void {
    this.cancel();
    this.discardWorker();
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event: MessageEvent) => this.onReply(event.data as WorkerReply<O>);
    worker.onerror = (event: ErrorEvent) => {
      const run = this.pending;
      if (!run) return;
      this.finish(run);
      this.discardWorker();
      run.reject(new ToolError(event.message || "The worker stopped unexpectedly."));
    };
    this.worker = worker;
    return worker;
  }

  private onReply(reply: WorkerReply<O>): void {
    const run = this.pending;
    if (!run || reply.id !== run.id) return; // a reply of a cancelled run: stale, ignored
    if (reply.kind === "progress") {
      run.arm(true);
      if (reply.step !== undefined) run.step = reply.step;
      run.onProgress?.(reply.fraction);
      return;
    }
    this.finish(run);
    if (reply.kind === "result") run.resolve(reply.output as never);
    else run.reject(new ToolError(reply.message, { line: reply.line, column: reply.column }));
  }

  private finish(run: PendingRun): void {
    clearTimeout(run.timer);
    if (this.pending === run) this.pending = null;
  }

  private discardWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}

/**
 * One job in a worker started for it and ended after it, for work done on a click (a ZIP of the
 * results): nothing is kept between clicks, and the worker's memory goes with it.
 */
export async function runOnce<I, O>(
  createWorker: () => WorkerLike,
  input: I,
  options?: RunOptions,
): Promise<O> {
  const runner = new WorkerRunner<I, O>(createWorker);
  try {
    return await runner.run(input, options);
  } finally {
    runner.dispose();
  }
}
