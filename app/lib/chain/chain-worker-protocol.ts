// How pages and the chain's worker talk. /chain sends the input and the steps; the worker runs
// every step there (each tool's own core, imported when its step runs) and sends each step's result
// as it is made. A long result travels as a Blob with only its beginning as text: the page never
// holds or lays out ten megabytes of text on its main thread.
// A page also asks it for a tool's option specs (step-options.ts): only the worker imports the
// tools' step.ts files, so the pages' bundles have no loader for them (docs/decisions.md).
import { errorMessage } from "~/lib/tool-error";
import { type ChainStep, ChainStepError, runChain } from "./chain";
import type { OptionSpecs } from "./step-declaration";
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

/** Asks for the option specs of a tool's step. */
export interface OptionsRequest {
  type: "options";
  tool: string;
}

export type OptionsReply =
  | { type: "options"; tool: string; specs: OptionSpecs }
  | { type: "options-error"; tool: string; message: string };

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

/** The worker's side: runs each chain it is sent and replies step by step, and answers option requests. */
export function serveChainRuns(scope: WorkerScope = self as unknown as WorkerScope): void {
  scope.onmessage = async (event: MessageEvent) => {
    if ((event.data as Partial<OptionsRequest>).type === "options") {
      const { tool } = event.data as OptionsRequest;
      try {
        const { options } = await loadStep(tool);
        scope.postMessage({ type: "options", tool, specs: options } satisfies OptionsReply);
      } catch (error) {
        const message = errorMessage(error);
        scope.postMessage({ type: "options-error", tool, message } satisfies OptionsReply);
      }
      return;
    }
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
