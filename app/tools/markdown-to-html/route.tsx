// /markdown-to-html: the page is MarkdownToHtmlTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { MarkdownToHtmlTool } from "./MarkdownToHtmlTool";

export const loader = toolRouteData("/markdown-to-html");
export const meta = toolRouteMeta;
export default toolRoute(MarkdownToHtmlTool);
