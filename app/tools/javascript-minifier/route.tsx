// /javascript-minifier: the page is JavaScriptMinifierTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JavaScriptMinifierTool } from "./JavaScriptMinifierTool";

export const loader = toolRouteData("/javascript-minifier");
export const meta = toolRouteMeta;
export default toolRoute(JavaScriptMinifierTool);
