// /html-to-markdown: the page is HtmlToMarkdownTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { HtmlToMarkdownTool } from "./HtmlToMarkdownTool";

export const loader = toolRouteData("/html-to-markdown");
export const meta = toolRouteMeta;
export default toolRoute(HtmlToMarkdownTool);
