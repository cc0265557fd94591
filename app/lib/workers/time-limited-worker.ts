// A worker that answers within a time limit or not at all: potentially unbounded work (XPath, regex)
// gets a clear message instead of a page that waits forever (ARCHITECTURE.md, "time limit").
import type { WorkerReply, WorkerRequest } from "./worker-protocol";
import type { WorkerLike } from "./worker-runner";

/**
 * Wraps `createWorker` so every request is answered within `limitMs`: past it, the real worker is
 * terminated (the only way to stop a busy one) and the request is answered with an error carrying
 * `message`. The next request starts a fresh worker. Works with WorkerRunner and the hooks on it.
 */
export function timeLimitedWorker(
  createWorker: () => WorkerLike,
  limitMs: number,
  message: string,
): WorkerLike {
  let worker: WorkerLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapper: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(request: unknown) {
      const current = (worker ??= start());
      const { id } = request as WorkerRequest<unknown>;
      clearTimeout(timer);
      timer = setTimeout(() => {
        current.terminate();
        if (worker === current) worker = null;
        const reply: WorkerReply<never> = { id, kind: "error", message };
        wrapper.onmessage?.({ data: reply } as MessageEvent);
      }, limitMs);
      current.postMessage(request);
    },
    terminate() {
      clearTimeout(timer);
      worker?.terminate();
      worker = null;
    },
  };

  function start(): WorkerLike {
    const created = createWorker();
    created.onmessage = (event: MessageEvent) => {
      const reply = event.data as WorkerReply<unknown>;
      if (reply.kind !== "progress") clearTimeout(timer);
      wrapper.onmessage?.(event);
    };
    created.onerror = (event: ErrorEvent) => {
      clearTimeout(timer);
      wrapper.onerror?.(event);
    };
    return created;
  }

  return wrapper;
}
