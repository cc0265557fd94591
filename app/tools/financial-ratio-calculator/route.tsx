// /financial-ratio-calculator: the page is FinancialRatioTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { FinancialRatioTool } from "./FinancialRatioTool";

export const loader = toolRouteData("/financial-ratio-calculator");
export const meta = toolRouteMeta;
export default toolRoute(FinancialRatioTool);
