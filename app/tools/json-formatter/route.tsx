// /json-formatter: the page is JsonFormatterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JsonFormatterTool } from "./JsonFormatterTool";

export const loader = toolRouteData("/json-formatter");
export const meta = toolRouteMeta;
export default toolRoute(JsonFormatterTool);
