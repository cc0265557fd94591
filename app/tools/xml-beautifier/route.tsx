// /xml-beautifier: the page is XmlBeautifierTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { XmlBeautifierTool } from "./XmlBeautifierTool";

export const loader = toolRouteData("/xml-beautifier");
export const meta = toolRouteMeta;
export default toolRoute(XmlBeautifierTool);
