// /mortgage-calculator: the page is MortgageTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { MortgageTool } from "./MortgageTool";

export const loader = toolRouteData("/mortgage-calculator");
export const meta = toolRouteMeta;
export default toolRoute(MortgageTool);
