// /css-minifier: meta and entry from the page data made at prerender; the page itself is CssMinifierTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CssMinifierTool } from "./CssMinifierTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/css-minifier");
}

export const meta = toolRouteMeta;

export default function CssMinifierRoute() {
  return <CssMinifierTool tool={useToolEntry()} />;
}
