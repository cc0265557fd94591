// /json-to-yaml-converter: the page is JsonToYamlTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { JsonToYamlTool } from "./JsonToYamlTool";

export const loader = toolRouteData("/json-to-yaml-converter");
export const meta = toolRouteMeta;
export default toolRoute(JsonToYamlTool);
