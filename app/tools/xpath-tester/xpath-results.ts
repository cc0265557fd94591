// How the XPath Tester words a result: the summary line, the type names, and the text that Copy and
// Download give (/xpath-tester: "results listed with type, value and the node's path").
import { quoteCsvField } from "~/lib/csv/csv";
import type { XPathResultView } from "./xpath-model";
import { counted } from "~/lib/text/text-stats";

export const RESULTS_FILE_NAME = "xpath-results.csv";

/** "3 nodes matched", "1 node matched", "No nodes matched", or the type of a single value. */
export function resultSummary(result: XPathResultView): string {
  switch (result.type) {
    case "node-set":
      if (result.count === 0) return "No nodes matched";
      return `${counted(result.count, "node")} matched`;
    case "number":
      return "Result: a number";
    case "string":
      return "Result: a string";
    case "boolean":
      return "Result: a boolean";
  }
}

/** The result as text: a CSV table (type, name, path, value) for nodes, the value itself otherwise. */
export function resultText(result: XPathResultView): string {
  if (result.type === "boolean") return String(result.value);
  if (result.type !== "node-set") return result.value;
  if (result.nodes.length === 0) return "";
  const rows = [["type", "name", "path", "value"]];
  for (const node of result.nodes) rows.push([node.kind, node.name, node.path, node.value]);
  return (
    rows.map((row) => row.map((field) => quoteCsvField(field)).join(",")).join("\r\n") + "\r\n"
  );
}

/** Start of a long value for the list; the rest is one click away. */
export const VALUE_PREVIEW_CHARS = 120;

export function previewOf(value: string): { text: string; cut: boolean } {
  const oneLine = value.replace(/\s+/g, " ").trim();
  if (oneLine.length <= VALUE_PREVIEW_CHARS) return { text: oneLine, cut: false };
  return { text: `${oneLine.slice(0, VALUE_PREVIEW_CHARS)}…`, cut: true };
}
