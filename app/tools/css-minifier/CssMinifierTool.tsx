// The CSS Minifier page: the shared code page with this tool's settings; the work runs in its
// worker, and the sizes and warnings show under the output.
import type { ToolEntry } from "~/catalogue";
import { CodeTransformPage } from "~/ui/runtime/CodeTransformPage";
import { minifyReport } from "~/ui/panels/MinifyReport";
import { CSS_MINIFIER } from "./css-minify-options";

function createWorker() {
  return new Worker(new URL("./css-minifier.worker.ts", import.meta.url), { type: "module" });
}

export function CssMinifierTool({ tool }: { tool: ToolEntry }) {
  return (
    <CodeTransformPage
      tool={tool}
      settings={CSS_MINIFIER}
      createWorker={createWorker}
      details={minifyReport}
    />
  );
}
