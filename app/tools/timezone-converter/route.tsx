// /timezone-converter: meta and entry from the page data made at prerender; the page itself is TimezoneConverterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { TimezoneConverterTool } from "./TimezoneConverterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/timezone-converter");
}

export const meta = toolRouteMeta;

export default function TimezoneConverterRoute() {
  return <TimezoneConverterTool tool={useToolEntry()} />;
}
