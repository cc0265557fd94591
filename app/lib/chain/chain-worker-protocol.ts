// How the /chain page and its worker talk: the page sends the input and the steps; the worker runs
// every step there (each tool's own core, imported when its step runs) and sends each step's result
// as it is made. A long result travels as a Blob with only its beginning as text: the page never
// holds or lays out ten megabytes of text on its main thread.
import { errorMessage } from "~/lib/tool-error";
import { type ChainStep, ChainStepError, runChain } from "./chain";
import { loadStep } from "./steps";

/** Results up to this many characters are sent whole as text; longer ones are shown in part. */
export const SHOWN_CHARS = 50_000;

export interface ChainRequest {
  input: string;
  steps: ChainStep[];
  /** Tool titles by path, for the message naming a failed step. */
  titles: Record<string, string>;
}

export interface StepResult {
  /** The result, or its first SHOWN_CHARS characters when `whole` is set. */
  shown: string;
  chars: number;
  /** The whole result when it is longer than what is shown. */
  whole: Blob | null;
}

export type ChainReply =
  | { type: "step"; index: number; result: StepResult }
  | { type: "done" }
  | { type: "error"; stepNumber: number | null; message: string };

export function stepResult(text: string): StepResult {
  if (text.length <= SHOWN_CHARS) return { shown: text, chars: text.length, whole: null };
  return {
    shown: text.slice(0, SHOWN_CHARS),
    chars: text.length,
    whole: new Blob([text], { type: "text/plain" }),
  };
}

interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

/** The worker's side: runs each request it is sent and replies step by step. */
export function serveChainRuns(scope: WorkerScope = self as unknown as WorkerScope): void {
  scope.onmessage = async (event: MessageEvent) => {
    const { input, steps, titles } = event.data as ChainRequest;
    const reply = (message: ChainReply) => scope.postMessage(message);
    try {
      await runChain(input, steps, {
        load: loadStep,
        titleOf: (tool) => titles[tool] ?? tool,
        onStep: (index, output) => reply({ type: "step", index, result: stepResult(output) }),
      });
      reply({ type: "done" });
    } catch (error) {
      reply({
        type: "error",
        stepNumber: error instanceof ChainStepError ? error.stepNumber : null,
        message: errorMessage(error),
      });
    }
  };
}
