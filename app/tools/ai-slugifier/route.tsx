// /ai-slugifier: the page is SlugifierTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { SlugifierTool } from "./SlugifierTool";

export const loader = toolRouteData("/ai-slugifier");
export const meta = toolRouteMeta;
export default toolRoute(SlugifierTool);
