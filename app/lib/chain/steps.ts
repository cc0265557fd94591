// Which tools can be a chain's step, and how the chain's worker loads one's declaration: each text tool declares its
// facts in app/tools/<tool>/step.ts (step-declaration.ts), found here by that file name. Each
// declaration is its own chunk, imported only when a step of that tool runs. The /chain page
// reads only the options (step-options.ts), so its chunks hold no tool's core.
//
// Found by import.meta.glob rather than listed: app/lib imports nothing above it
// (docs/code-layout.md), and the tools' folders are above it. The tool registers by writing the
// file; nothing here names a tool, so no tool is listed twice.
import type { StepDeclaration } from "./step-declaration";
import { toolPathOfStepFile } from "./step-options";

export { STEP_TOOL_PATHS, hasStep } from "./step-options";

const modules = import.meta.glob<StepDeclaration>("../../tools/*/step.ts", { import: "step" });

const loaders = new Map(
  Object.entries(modules).map(([file, load]) => [toolPathOfStepFile(file), load] as const),
);

const loaded = new Map<string, Promise<StepDeclaration>>();

/** The step declaration of the tool at `toolPath` (imported once); rejects for a tool without one. */
export function loadStep(toolPath: string): Promise<StepDeclaration> {
  const load = loaders.get(toolPath);
  if (!load) return Promise.reject(new Error(`No chain step for ${toolPath}`));
  let declaration = loaded.get(toolPath);
  if (!declaration) {
    declaration = load();
    // A failed import (offline) may be tried again.
    declaration.catch(() => loaded.delete(toolPath));
    loaded.set(toolPath, declaration);
  }
  return declaration;
}
