// /css-beautifier: meta and entry from the page data made at prerender; the page itself is CssBeautifierTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CssBeautifierTool } from "./CssBeautifierTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/css-beautifier");
}

export const meta = toolRouteMeta;

export default function CssBeautifierRoute() {
  return <CssBeautifierTool tool={useToolEntry()} />;
}
