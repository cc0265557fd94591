// The CSS Beautifier page: the shared code page with this tool's settings; the work runs in its
// worker.
import type { ToolEntry } from "~/catalogue";
import { CodeTransformPage } from "~/ui/runtime/CodeTransformPage";
import { CSS_BEAUTIFIER } from "./css-beautify-options";

function createWorker() {
  return new Worker(new URL("./css-beautifier.worker.ts", import.meta.url), { type: "module" });
}

export function CssBeautifierTool({ tool }: { tool: ToolEntry }) {
  return <CodeTransformPage tool={tool} settings={CSS_BEAUTIFIER} createWorker={createWorker} />;
}
