// The options of each tool that declares a chain step (app/tools/<tool>/step.ts, found by that
// file name: see steps.ts), for the /chain page. Only the `stepOptions` export is taken, so the
// page's chunks hold no step's `run` and no tool's core: those are for the chain's worker
// (steps.ts), whose bundle is separate.
import type { OptionSpecs } from "./step-declaration";

const modules = import.meta.glob<OptionSpecs>("../../tools/*/step.ts", { import: "stepOptions" });

/** The tool's path ("/json-formatter") from its step file's path. */
export const toolPathOfStepFile = (file: string) => `/${file.split("/").at(-2)}`;

const loaders = new Map(
  Object.entries(modules).map(([file, load]) => [toolPathOfStepFile(file), load] as const),
);

/** The paths of the tools that declare a step, in path order. */
export const STEP_TOOL_PATHS: readonly string[] = [...loaders.keys()].sort();

export function hasStep(toolPath: string): boolean {
  return loaders.has(toolPath);
}

/** The option specs of the tool at `toolPath`; rejects for a tool without a step. */
export function loadStepOptions(toolPath: string): Promise<OptionSpecs> {
  const load = loaders.get(toolPath);
  return load ? load() : Promise.reject(new Error(`No chain step for ${toolPath}`));
}
