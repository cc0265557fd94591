// /financial-ratio-calculator: meta and entry from the page data made at prerender; the page itself is FinancialRatioTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { FinancialRatioTool } from "./FinancialRatioTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/financial-ratio-calculator");
}

export const meta = toolRouteMeta;

export default function FinancialRatioRoute() {
  return <FinancialRatioTool tool={useToolEntry()} />;
}
