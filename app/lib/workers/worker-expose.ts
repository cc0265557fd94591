// Worker side of the runner: wraps a pure core function so a worker file is one line,
// e.g. `exposeToWorker((input, progress) => formatJson(input))`.
import type { WorkerReply, WorkerRequest } from "./worker-protocol";

/**
 * Tells the page how far the work is (0 to 1) and, optionally, what it is on now ("17": the page
 * of a PDF), which a time limit's message can name.
 */
export type ProgressReporter = (fraction: number, step?: string) => void;

/** Ten reports a second: a smooth bar and time left, and nothing more. */
export const PROGRESS_INTERVAL_MS = 100;

interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

export function exposeToWorker<I, O>(
  core: (input: I, progress: ProgressReporter) => O | Promise<O>,
  scope: WorkerScope = self as unknown as WorkerScope,
): void {
  scope.onmessage = async (event: MessageEvent) => {
    // Only requests carry an id; the media workers' disk writer port comes the same way.
    if (typeof (event.data as { id?: unknown })?.id !== "number") return;
    const { id, input } = event.data as WorkerRequest<I>;
    const reply = (message: WorkerReply<O>) => scope.postMessage(message);
    // Progress goes to the page at most every PROGRESS_INTERVAL_MS, and whenever the step named
    // changes: a remux reports per packet (some 15,000 times a gigabyte), and each message re-renders
    // the page, work that took CPU from the worker on a 2-core machine.
    let sentAt = -Infinity;
    let sentStep: string | undefined;
    try {
      const output = await core(input, (fraction, step) => {
        const now = performance.now();
        if (now - sentAt < PROGRESS_INTERVAL_MS && step === sentStep) return;
        sentAt = now;
        sentStep = step;
        reply({ id, kind: "progress", fraction, ...(step === undefined ? {} : { step }) });
      });
      reply({ id, kind: "result", output });
    } catch (error) {
      const e = error as { message?: unknown; line?: number; column?: number };
      reply({
        id,
        kind: "error",
        message: String(e?.message ?? error),
        line: e?.line,
        column: e?.column,
      });
    }
  };
}
