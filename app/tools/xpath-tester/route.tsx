// /xpath-tester: the page is XPathTesterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { XPathTesterTool } from "./XPathTesterTool";

export const loader = toolRouteData("/xpath-tester");
export const meta = toolRouteMeta;
export default toolRoute(XPathTesterTool);
