// Messages between the page and a tool's worker (app/lib/workers/worker-runner.ts, worker-expose.ts).

export type WorkerRequest<I> = { id: number; input: I };

export type WorkerReply<O> =
  | { id: number; kind: "progress"; fraction: number; step?: string }
  | { id: number; kind: "result"; output: O }
  | { id: number; kind: "error"; message: string; line?: number; column?: number };
