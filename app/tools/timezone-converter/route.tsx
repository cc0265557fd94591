// /timezone-converter: the page is TimezoneConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { TimezoneConverterTool } from "./TimezoneConverterTool";

export const loader = toolRouteData("/timezone-converter");
export const meta = toolRouteMeta;
export default toolRoute(TimezoneConverterTool);
