// /time-to-decimal: meta and entry from the page data made at prerender; the page itself is TimeToDecimalTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { TimeToDecimalTool } from "./TimeToDecimalTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/time-to-decimal");
}

export const meta = toolRouteMeta;

export default function TimeToDecimalRoute() {
  return <TimeToDecimalTool tool={useToolEntry()} />;
}
