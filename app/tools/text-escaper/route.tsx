// /text-escaper: meta and entry from the page data made at prerender; the page itself is TextEscaperTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { TextEscaperTool } from "./TextEscaperTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/text-escaper");
}

export const meta = toolRouteMeta;

export default function TextEscaperRoute() {
  return <TextEscaperTool tool={useToolEntry()} />;
}
