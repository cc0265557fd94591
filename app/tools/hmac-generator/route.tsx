// /hmac-generator: meta and entry from the page data made at prerender; the page itself is HmacGeneratorTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { HmacGeneratorTool } from "./HmacGeneratorTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/hmac-generator");
}

export const meta = toolRouteMeta;

export default function HmacGeneratorRoute() {
  return <HmacGeneratorTool tool={useToolEntry()} />;
}
