// /javascript-beautifier: the page is JavaScriptBeautifierTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JavaScriptBeautifierTool } from "./JavaScriptBeautifierTool";

export const loader = toolRouteData("/javascript-beautifier");
export const meta = toolRouteMeta;
export default toolRoute(JavaScriptBeautifierTool);
