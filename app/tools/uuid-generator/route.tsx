// /uuid-generator: the page is UuidGeneratorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { UuidGeneratorTool } from "./UuidGeneratorTool";

export const loader = toolRouteData("/uuid-generator");
export const meta = toolRouteMeta;
export default toolRoute(UuidGeneratorTool);
