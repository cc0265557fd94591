// /hmac-generator: the page is HmacGeneratorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { HmacGeneratorTool } from "./HmacGeneratorTool";

export const loader = toolRouteData("/hmac-generator");
export const meta = toolRouteMeta;
export default toolRoute(HmacGeneratorTool);
