// /date-range-analyzer: meta and entry from the page data made at prerender; the page itself is DateRangeAnalyzerTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { DateRangeAnalyzerTool } from "./DateRangeAnalyzerTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/date-range-analyzer");
}

export const meta = toolRouteMeta;

export default function DateRangeAnalyzerRoute() {
  return <DateRangeAnalyzerTool tool={useToolEntry()} />;
}
