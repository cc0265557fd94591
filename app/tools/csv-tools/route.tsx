// /csv-tools: meta and entry from the page data made at prerender; the page itself is CsvToolsTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CsvToolsTool } from "./CsvToolsTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/csv-tools");
}

export const meta = toolRouteMeta;

export default function CsvToolsRoute() {
  return <CsvToolsTool tool={useToolEntry()} />;
}
