// The HTML Formatter page: the shared code page with this tool's settings; the work runs in its
// worker.
import type { ToolEntry } from "~/catalogue";
import { CodeTransformPage } from "~/ui/runtime/CodeTransformPage";
import { HTML_FORMATTER } from "./html-format-options";

function createWorker() {
  return new Worker(new URL("./html-formatter.worker.ts", import.meta.url), { type: "module" });
}

export function HtmlFormatterTool({ tool }: { tool: ToolEntry }) {
  return <CodeTransformPage tool={tool} settings={HTML_FORMATTER} createWorker={createWorker} />;
}
