// /image-converter: the page is ImageConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { ImageConverterTool } from "./ImageConverterTool";

export const loader = toolRouteData("/image-converter");
export const meta = toolRouteMeta;
export default toolRoute(ImageConverterTool);
