// The JavaScript Minifier page: the shared code page with this tool's settings; the work runs in its
// worker, and the sizes before and after show under the output.
import type { ToolEntry } from "~/catalogue";
import { CodeTransformPage } from "~/ui/runtime/CodeTransformPage";
import { minifyReport } from "~/ui/panels/MinifyReport";
import { JAVASCRIPT_MINIFIER } from "./js-minify-options";

function createWorker() {
  return new Worker(new URL("./javascript-minifier.worker.ts", import.meta.url), {
    type: "module",
  });
}

export function JavaScriptMinifierTool({ tool }: { tool: ToolEntry }) {
  return (
    <CodeTransformPage
      tool={tool}
      settings={JAVASCRIPT_MINIFIER}
      createWorker={createWorker}
      details={minifyReport}
    />
  );
}
