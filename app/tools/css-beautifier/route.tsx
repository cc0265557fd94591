// /css-beautifier: the page is CssBeautifierTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CssBeautifierTool } from "./CssBeautifierTool";

export const loader = toolRouteData("/css-beautifier");
export const meta = toolRouteMeta;
export default toolRoute(CssBeautifierTool);
