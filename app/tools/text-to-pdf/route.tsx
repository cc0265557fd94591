// /text-to-pdf: the page is TextToPdfTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { TextToPdfTool } from "./TextToPdfTool";

export const loader = toolRouteData("/text-to-pdf");
export const meta = toolRouteMeta;
export default toolRoute(TextToPdfTool);
