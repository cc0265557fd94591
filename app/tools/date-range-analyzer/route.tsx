// /date-range-analyzer: the page is DateRangeAnalyzerTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { DateRangeAnalyzerTool } from "./DateRangeAnalyzerTool";

export const loader = toolRouteData("/date-range-analyzer");
export const meta = toolRouteMeta;
export default toolRoute(DateRangeAnalyzerTool);
