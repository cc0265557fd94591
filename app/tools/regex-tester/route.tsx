// /regex-tester: the page is RegexTesterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { RegexTesterTool } from "./RegexTesterTool";

export const loader = toolRouteData("/regex-tester");
export const meta = toolRouteMeta;
export default toolRoute(RegexTesterTool);
