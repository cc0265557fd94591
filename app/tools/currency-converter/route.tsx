// /currency-converter: the page is CurrencyConverterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CurrencyConverterTool } from "./CurrencyConverterTool";

export const loader = toolRouteData("/currency-converter");
export const meta = toolRouteMeta;
export default toolRoute(CurrencyConverterTool);
