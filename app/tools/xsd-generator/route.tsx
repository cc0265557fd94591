// /xsd-generator: meta and entry from the page data made at prerender; the page itself is XsdGeneratorTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { XsdGeneratorTool } from "./XsdGeneratorTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/xsd-generator");
}

export const meta = toolRouteMeta;

export default function XsdGeneratorRoute() {
  return <XsdGeneratorTool tool={useToolEntry()} />;
}
