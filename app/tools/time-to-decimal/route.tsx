// /time-to-decimal: the page is TimeToDecimalTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { TimeToDecimalTool } from "./TimeToDecimalTool";

export const loader = toolRouteData("/time-to-decimal");
export const meta = toolRouteMeta;
export default toolRoute(TimeToDecimalTool);
