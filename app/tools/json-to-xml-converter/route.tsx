// /json-to-xml-converter: the page is JsonToXmlTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JsonToXmlTool } from "./JsonToXmlTool";

export const loader = toolRouteData("/json-to-xml-converter");
export const meta = toolRouteMeta;
export default toolRoute(JsonToXmlTool);
