// /css-minifier: the page is CssMinifierTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CssMinifierTool } from "./CssMinifierTool";

export const loader = toolRouteData("/css-minifier");
export const meta = toolRouteMeta;
export default toolRoute(CssMinifierTool);
