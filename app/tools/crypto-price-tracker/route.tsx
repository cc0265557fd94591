// /crypto-price-tracker: the page is CryptoTrackerTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CryptoTrackerTool } from "./CryptoTrackerTool";

export const loader = toolRouteData("/crypto-price-tracker");
export const meta = toolRouteMeta;
export default toolRoute(CryptoTrackerTool);
