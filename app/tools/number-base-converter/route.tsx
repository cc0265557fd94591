// /number-base-converter: the page is NumberBaseConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { NumberBaseConverterTool } from "./NumberBaseConverterTool";

export const loader = toolRouteData("/number-base-converter");
export const meta = toolRouteMeta;
export default toolRoute(NumberBaseConverterTool);
