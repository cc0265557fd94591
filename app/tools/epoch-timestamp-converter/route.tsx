// /epoch-timestamp-converter: the page is EpochTimestampTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { EpochTimestampTool } from "./EpochTimestampTool";

export const loader = toolRouteData("/epoch-timestamp-converter");
export const meta = toolRouteMeta;
export default toolRoute(EpochTimestampTool);
