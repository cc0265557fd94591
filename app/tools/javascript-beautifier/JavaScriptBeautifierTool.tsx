// The JavaScript Beautifier page: the shared code page with this tool's settings; the work runs in its
// worker.
import type { ToolEntry } from "~/catalogue";
import { CodeTransformPage } from "~/ui/runtime/CodeTransformPage";
import { JAVASCRIPT_BEAUTIFIER } from "./js-beautify-options";

function createWorker() {
  return new Worker(new URL("./javascript-beautifier.worker.ts", import.meta.url), {
    type: "module",
  });
}

export function JavaScriptBeautifierTool({ tool }: { tool: ToolEntry }) {
  return (
    <CodeTransformPage tool={tool} settings={JAVASCRIPT_BEAUTIFIER} createWorker={createWorker} />
  );
}
