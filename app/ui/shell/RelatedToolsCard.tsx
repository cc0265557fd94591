// "Related Tools" card: links to other catalogue tools (chosen by relatedTools in page-data.ts).
// Implements spec §2 "Related Tools card".
import { useId } from "react";
import type { ToolCardData } from "~/catalogue/page-data";
import { ToolSummary } from "./ToolSummary";
import { FavouriteStar } from "./YourTools";
import { SiteLink } from "./SiteLink";

export const RELATED_TOOLS_TITLE = "Related Tools";
export const RELATED_TOOLS_TEXT = "You might also find these tools useful:";

export function RelatedToolsCard({ tools: items }: { tools: ToolCardData[] }) {
  const headingId = useId();
  if (items.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {RELATED_TOOLS_TITLE}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{RELATED_TOOLS_TEXT}</p>
      <ul className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2">
        {items.map((tool) => {
          return (
            <li key={tool.path} className="relative">
              <SiteLink
                to={tool.path}
                className="flex h-full items-start gap-3 rounded-md border pr-11 border-slate-200 p-3 transition-colors hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:border-blue-500 dark:hover:bg-slate-800"
              >
                <ToolSummary tool={tool} />
              </SiteLink>
              <FavouriteStar
                path={tool.path}
                title={tool.title}
                className="absolute top-1.5 right-1.5"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
