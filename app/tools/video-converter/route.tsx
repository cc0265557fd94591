// /video-converter: the page is VideoConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { VideoConverterTool } from "./VideoConverterTool";

export const loader = toolRouteData("/video-converter");
export const meta = toolRouteMeta;
export default toolRoute(VideoConverterTool);
