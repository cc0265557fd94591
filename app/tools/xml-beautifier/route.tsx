// /xml-beautifier: meta and entry from the page data made at prerender; the page itself is XmlBeautifierTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { XmlBeautifierTool } from "./XmlBeautifierTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/xml-beautifier");
}

export const meta = toolRouteMeta;

export default function XmlBeautifierRoute() {
  return <XmlBeautifierTool tool={useToolEntry()} />;
}
