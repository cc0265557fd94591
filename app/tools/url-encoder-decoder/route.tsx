// /url-encoder-decoder: the page is UrlEncoderDecoderTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { UrlEncoderDecoderTool } from "./UrlEncoderDecoderTool";

export const loader = toolRouteData("/url-encoder-decoder");
export const meta = toolRouteMeta;
export default toolRoute(UrlEncoderDecoderTool);
