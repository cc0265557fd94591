// /javascript-minifier: meta and entry from the page data made at prerender; the page itself is JavaScriptMinifierTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { JavaScriptMinifierTool } from "./JavaScriptMinifierTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/javascript-minifier");
}

export const meta = toolRouteMeta;

export default function JavaScriptMinifierRoute() {
  return <JavaScriptMinifierTool tool={useToolEntry()} />;
}
