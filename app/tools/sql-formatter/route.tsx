// /sql-formatter: the page is SqlFormatterTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { SqlFormatterTool } from "./SqlFormatterTool";

export const loader = toolRouteData("/sql-formatter");
export const meta = toolRouteMeta;
export default toolRoute(SqlFormatterTool);
