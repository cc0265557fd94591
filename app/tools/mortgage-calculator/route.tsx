// /mortgage-calculator: meta and entry from the page data made at prerender; the page itself is MortgageTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { MortgageTool } from "./MortgageTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/mortgage-calculator");
}

export const meta = toolRouteMeta;

export default function MortgageCalculatorRoute() {
  return <MortgageTool tool={useToolEntry()} />;
}
