// /text-diff: the page is TextDiffTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { TextDiffTool } from "./TextDiffTool";

export const loader = toolRouteData("/text-diff");
export const meta = toolRouteMeta;
export default toolRoute(TextDiffTool);
