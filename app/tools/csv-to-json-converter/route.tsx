// /csv-to-json-converter: the page is CsvToJsonTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CsvToJsonTool } from "./CsvToJsonTool";

export const loader = toolRouteData("/csv-to-json-converter");
export const meta = toolRouteMeta;
export default toolRoute(CsvToJsonTool);
