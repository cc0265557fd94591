// /code-renderer: the page is CodeRendererTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { CodeRendererTool } from "./CodeRendererTool";

export const loader = toolRouteData("/code-renderer");
export const meta = toolRouteMeta;
export default toolRoute(CodeRendererTool);
