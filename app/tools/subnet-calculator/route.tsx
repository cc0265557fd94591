// /subnet-calculator: the page is SubnetCalculatorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { SubnetCalculatorTool } from "./SubnetCalculatorTool";

export const loader = toolRouteData("/subnet-calculator");
export const meta = toolRouteMeta;
export default toolRoute(SubnetCalculatorTool);
