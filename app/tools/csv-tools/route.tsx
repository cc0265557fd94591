// /csv-tools: the page is CsvToolsTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CsvToolsTool } from "./CsvToolsTool";

export const loader = toolRouteData("/csv-tools");
export const meta = toolRouteMeta;
export default toolRoute(CsvToolsTool);
