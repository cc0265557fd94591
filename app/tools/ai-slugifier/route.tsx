// /ai-slugifier: meta and entry from the page data made at prerender; the page itself is SlugifierTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { SlugifierTool } from "./SlugifierTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/ai-slugifier");
}

export const meta = toolRouteMeta;

export default function AiSlugifierRoute() {
  return <SlugifierTool tool={useToolEntry()} />;
}
