// /color-converter: the page is ColorConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { ColorConverterTool } from "./ColorConverterTool";

export const loader = toolRouteData("/color-converter");
export const meta = toolRouteMeta;
export default toolRoute(ColorConverterTool);
