// /javascript-beautifier: meta and entry from the page data made at prerender; the page itself is JavaScriptBeautifierTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { JavaScriptBeautifierTool } from "./JavaScriptBeautifierTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/javascript-beautifier");
}

export const meta = toolRouteMeta;

export default function JavaScriptBeautifierRoute() {
  return <JavaScriptBeautifierTool tool={useToolEntry()} />;
}
