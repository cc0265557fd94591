// A tool as a card names it: its icon, title and one-line description. Inside a link to the tool
// (related tools) or a button that opens it with content ("Paste anything").
import type { ToolCardData } from "~/catalogue/page-data";
import { CatalogueIcon } from "./CatalogueIcon";

export function ToolSummary({
  tool,
}: {
  tool: Pick<ToolCardData, "icon" | "title" | "description">;
}) {
  return (
    <>
      <CatalogueIcon
        name={tool.icon}
        className="mt-0.5 size-5 shrink-0 text-blue-600 dark:text-blue-400"
      />
      <span className="min-w-0">
        <span className="block font-medium text-slate-900 dark:text-slate-100">{tool.title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{tool.description}</span>
      </span>
    </>
  );
}
