// Which tools can be a chain's step, and how the chain's worker loads one's declaration: each text
// tool declares its facts in app/tools/<tool>/step.ts (step-declaration.ts), found here by that
// file name. Each declaration is its own chunk of the worker's bundle, imported when a step of that
// tool runs or a page asks for its options (step-options.ts); a tool's core is imported by its
// step's run. Only the chain's worker imports this file.
//
// Found by import.meta.glob rather than listed: app/lib imports nothing above it
// (docs/code-layout.md), and the tools' folders are above it. The tool registers by writing the
// file; nothing here names a tool, so no tool is listed twice.
import type { StepDeclaration } from "./step-declaration";

const modules = import.meta.glob<StepDeclaration>("../../tools/*/step.ts", { import: "step" });

/** The tool's path ("/json-formatter") from its step file's path. */
const toolPathOfStepFile = (file: string) => `/${file.split("/").at(-2)}`;

const loaders = new Map(
  Object.entries(modules).map(([file, load]) => [toolPathOfStepFile(file), load] as const),
);

/** The paths of the tools that declare a step, in path order. */
export const STEP_TOOL_PATHS: readonly string[] = [...loaders.keys()].sort();

export function hasStep(toolPath: string): boolean {
  return loaders.has(toolPath);
}

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
