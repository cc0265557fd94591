// /sitemap-generator: meta and entry from the page data made at prerender; the page itself is SitemapGeneratorTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { SitemapGeneratorTool } from "./SitemapGeneratorTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/sitemap-generator");
}

export const meta = toolRouteMeta;

export default function SitemapGeneratorRoute() {
  return <SitemapGeneratorTool tool={useToolEntry()} />;
}
