// /text-escaper: the page is TextEscaperTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { TextEscaperTool } from "./TextEscaperTool";

export const loader = toolRouteData("/text-escaper");
export const meta = toolRouteMeta;
export default toolRoute(TextEscaperTool);
