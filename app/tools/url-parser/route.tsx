// /url-parser: the page is UrlParserTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { UrlParserTool } from "./UrlParserTool";

export const loader = toolRouteData("/url-parser");
export const meta = toolRouteMeta;
export default toolRoute(UrlParserTool);
