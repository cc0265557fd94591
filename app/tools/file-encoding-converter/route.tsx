// /file-encoding-converter: the page is FileEncodingConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { FileEncodingConverterTool } from "./FileEncodingConverterTool";

export const loader = toolRouteData("/file-encoding-converter");
export const meta = toolRouteMeta;
export default toolRoute(FileEncodingConverterTool);
