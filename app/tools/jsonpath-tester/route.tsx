// /jsonpath-tester: the page is JsonPathTesterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JsonPathTesterTool } from "./JsonPathTesterTool";

export const loader = toolRouteData("/jsonpath-tester");
export const meta = toolRouteMeta;
export default toolRoute(JsonPathTesterTool);
