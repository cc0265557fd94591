// /json-formatter: meta and entry from the page data made at prerender; the page itself is JsonFormatterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { JsonFormatterTool } from "./JsonFormatterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/json-formatter");
}

export const meta = toolRouteMeta;

export default function JsonFormatterRoute() {
  return <JsonFormatterTool tool={useToolEntry()} />;
}
