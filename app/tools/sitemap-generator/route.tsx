// /sitemap-generator: the page is SitemapGeneratorTool; its <head> and entry come from the page data made at prerender.
import { toolRouteData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { SitemapGeneratorTool } from "./SitemapGeneratorTool";

export const loader = toolRouteData("/sitemap-generator");
export const meta = toolRouteMeta;
export default toolRoute(SitemapGeneratorTool);
