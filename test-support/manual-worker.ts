// A worker that a test answers by hand, for tests of the hooks that run cores in workers: a run
// stays running until the test calls finish(). Test-only: no page, core or worker imports it.
import { ToolError, errorMessage } from "../app/lib/tool-error";
import type { WorkerReply, WorkerRequest } from "../app/lib/workers/worker-protocol";
import type { WorkerLike } from "../app/lib/workers/worker-runner";

export class ManualWorker<I, O> implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: WorkerRequest<I>[] = [];
  terminated = false;

  /** `core` computes the answers; what it throws is answered as the worker's error. */
  constructor(private readonly core: (input: I) => O) {}

  postMessage(message: unknown): void {
    this.requests.push(message as WorkerRequest<I>);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Reports progress of the latest request, as a core streaming a large input does. */
  progress(fraction: number, step?: string): void {
    const { id } = this.requests[this.requests.length - 1];
    const reply: WorkerReply<O> = {
      id,
      kind: "progress",
      fraction,
      ...(step === undefined ? {} : { step }),
    };
    this.onmessage?.({ data: reply } as MessageEvent);
  }

  /** Answers the latest request with what the core gives for it. */
  finish(): void {
    const { id, input } = this.requests[this.requests.length - 1];
    let reply: WorkerReply<O>;
    try {
      reply = { id, kind: "result", output: this.core(input) };
    } catch (error) {
      const position = error instanceof ToolError ? error : undefined;
      reply = {
        id,
        kind: "error",
        message: errorMessage(error),
        line: position?.line,
        column: position?.column,
      };
    }
    this.onmessage?.({ data: reply } as MessageEvent);
  }
}
