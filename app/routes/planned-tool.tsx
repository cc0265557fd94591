// The page of a catalogue tool that is not built yet: the full page shell and a clear notice,
// never a fake tool (status "planned" in the catalogue).
import { CatalogueIcon } from "~/ui/shell/CatalogueIcon";
import { Link } from "react-router";
import { toolPageData } from "~/catalogue/page-data";
import { requestedPagePath } from "~/lib/page/meta";
import { ToolPage } from "~/ui/page/ToolPage";
import { toolRouteMeta, useToolPageData } from "~/ui/page/tool-route";

export const meta = toolRouteMeta;

/** The description and planned features, made when the page is prerendered (app/catalogue/page-data.ts). */
export function loader({ request }: { request: Request }) {
  return toolPageData(requestedPagePath(request));
}

export default function PlannedTool() {
  const { tool, features } = useToolPageData();
  return (
    <ToolPage tool={tool}>
      <section
        aria-labelledby="coming-soon"
        className="rounded-lg border border-amber-500 bg-amber-50 p-5 dark:border-amber-400 dark:bg-slate-900"
      >
        <h2
          id="coming-soon"
          className="flex items-center gap-2 text-lg font-semibold text-amber-900 dark:text-amber-200"
        >
          <CatalogueIcon name="Construction" className="size-5" />
          This tool is coming soon
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-200">
          {tool.title} is planned but not built yet, so there is nothing to run here today. When it
          ships it will offer:
        </p>
        <ul className="mt-2 list-disc pl-6 text-slate-700 dark:text-slate-200">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700 dark:text-slate-200">
          Meanwhile, try a related tool below or{" "}
          <Link to="/" className="font-medium text-blue-800 underline dark:text-blue-300">
            browse all tools
          </Link>
          .
        </p>
      </section>
    </ToolPage>
  );
}
