// The chain's worker, started by the pages that need it: /chain for each run, and any page that
// asks for a tool's option specs (step-options.ts). Its code, with every tool's step declaration,
// is in the worker's bundle only (chain.worker.ts, chain-worker-protocol.ts).
export function createChainWorker(): Worker {
  return new Worker(new URL("./chain.worker.ts", import.meta.url), { type: "module" });
}
