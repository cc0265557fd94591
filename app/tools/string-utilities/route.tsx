// /string-utilities: the page is StringUtilitiesTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { StringUtilitiesTool } from "./StringUtilitiesTool";

export const loader = toolRouteData("/string-utilities");
export const meta = toolRouteMeta;
export default toolRoute(StringUtilitiesTool);
