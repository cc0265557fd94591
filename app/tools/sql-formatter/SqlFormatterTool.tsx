// The SQL Formatter page: the shared code page with this tool's settings; the work runs in its
// worker.
import type { ToolEntry } from "~/catalogue";
import { CodeTransformPage } from "~/ui/runtime/CodeTransformPage";
import { SQL_FORMATTER } from "./sql-format-options";

function createWorker() {
  return new Worker(new URL("./sql-formatter.worker.ts", import.meta.url), { type: "module" });
}

export function SqlFormatterTool({ tool }: { tool: ToolEntry }) {
  return <CodeTransformPage tool={tool} settings={SQL_FORMATTER} createWorker={createWorker} />;
}
