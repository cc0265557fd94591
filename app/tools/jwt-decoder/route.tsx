// /jwt-decoder: the page is JwtDecoderTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JwtDecoderTool } from "./JwtDecoderTool";

export const loader = toolRouteData("/jwt-decoder");
export const meta = toolRouteMeta;
export default toolRoute(JwtDecoderTool);
