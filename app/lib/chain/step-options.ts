// The option specs of a tool's chain step (app/tools/<tool>/step.ts), for a page: /chain shows a
// step's options, and a tool's "Then…" passes on only the fields that are its step's options.
// They are asked of the chain's worker, the one bundle that imports the tools' step.ts files
// (steps.ts): a page's own loader for every step file put a loader and its list of files to
// preload in the page's first load for each declared tool, and split each step.ts into a chunk of
// its own that every tool page's route manifest lists (together about 0.3 KiB gz on every page at
// 20 tools, which took the home page and /chain over their budgets).
import { createChainWorker } from "./chain-worker";
import type { OptionsReply } from "./chain-worker-protocol";
import type { OptionSpecs } from "./step-declaration";

let worker: Worker | null = null;
const asked = new Map<string, Promise<OptionSpecs>>();

/** The option specs of the tool at `toolPath`; rejects for a tool without a step. */
export function loadStepOptions(
  toolPath: string,
  startWorker: () => Worker = createChainWorker,
): Promise<OptionSpecs> {
  let specs = asked.get(toolPath);
  if (!specs) {
    worker ??= startWorker();
    const answering = worker;
    specs = new Promise<OptionSpecs>((resolve, reject) => {
      const answer = (event: MessageEvent<OptionsReply>) => {
        if (event.data.tool !== toolPath) return;
        answering.removeEventListener("message", answer);
        answering.removeEventListener("error", failed);
        if (event.data.type === "options") resolve(event.data.specs);
        else reject(new Error(event.data.message));
      };
      const failed = () => {
        answering.removeEventListener("message", answer);
        // A worker that cannot start (offline before its file was cached) may start next time.
        if (worker === answering) worker = null;
        reject(new Error("The chain's worker could not be started."));
      };
      answering.addEventListener("message", answer);
      answering.addEventListener("error", failed);
      answering.postMessage({ type: "options", tool: toolPath });
    });
    // A failed request may be made again.
    specs.catch(() => asked.delete(toolPath));
    asked.set(toolPath, specs);
  }
  return specs;
}
