// /url-parser: meta and entry from the page data made at prerender; the page itself is UrlParserTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { UrlParserTool } from "./UrlParserTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/url-parser");
}

export const meta = toolRouteMeta;

export default function UrlParserRoute() {
  return <UrlParserTool tool={useToolEntry()} />;
}
