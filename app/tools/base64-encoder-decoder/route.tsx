// /base64-encoder-decoder: the page is Base64EncoderDecoderTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { Base64EncoderDecoderTool } from "./Base64EncoderDecoderTool";

export const loader = toolRouteData("/base64-encoder-decoder");
export const meta = toolRouteMeta;
export default toolRoute(Base64EncoderDecoderTool);
