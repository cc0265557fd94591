// /xpath-tester: meta and entry from the page data made at prerender; the page itself is XPathTesterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { XPathTesterTool } from "./XPathTesterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/xpath-tester");
}

export const meta = toolRouteMeta;

export default function XPathTesterRoute() {
  return <XPathTesterTool tool={useToolEntry()} />;
}
