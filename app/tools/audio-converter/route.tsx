// /audio-converter: the page is AudioConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { AudioConverterTool } from "./AudioConverterTool";

export const loader = toolRouteData("/audio-converter");
export const meta = toolRouteMeta;
export default toolRoute(AudioConverterTool);
