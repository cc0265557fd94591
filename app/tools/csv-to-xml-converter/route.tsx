// /csv-to-xml-converter: the page is CsvToXmlTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CsvToXmlTool } from "./CsvToXmlTool";

export const loader = toolRouteData("/csv-to-xml-converter");
export const meta = toolRouteMeta;
export default toolRoute(CsvToXmlTool);
