// /csv-to-json-converter: meta and entry from the page data made at prerender; the page itself is CsvToJsonTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CsvToJsonTool } from "./CsvToJsonTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/csv-to-json-converter");
}

export const meta = toolRouteMeta;

export default function CsvToJsonRoute() {
  return <CsvToJsonTool tool={useToolEntry()} />;
}
