// /chain: the page is ChainTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { ChainTool } from "./ChainTool";

export const loader = toolRouteData("/chain");
export const meta = toolRouteMeta;
export default toolRoute(ChainTool);
