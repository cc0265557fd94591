// /html-formatter: meta and entry from the page data made at prerender; the page itself is HtmlFormatterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { HtmlFormatterTool } from "./HtmlFormatterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/html-formatter");
}

export const meta = toolRouteMeta;

export default function HtmlFormatterRoute() {
  return <HtmlFormatterTool tool={useToolEntry()} />;
}
