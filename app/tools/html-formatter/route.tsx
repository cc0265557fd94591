// /html-formatter: the page is HtmlFormatterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { HtmlFormatterTool } from "./HtmlFormatterTool";

export const loader = toolRouteData("/html-formatter");
export const meta = toolRouteMeta;
export default toolRoute(HtmlFormatterTool);
