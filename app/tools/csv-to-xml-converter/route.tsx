// /csv-to-xml-converter: meta and entry from the page data made at prerender; the page itself is CsvToXmlTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CsvToXmlTool } from "./CsvToXmlTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/csv-to-xml-converter");
}

export const meta = toolRouteMeta;

export default function CsvToXmlRoute() {
  return <CsvToXmlTool tool={useToolEntry()} />;
}
