// /xslt-transformer: meta and entry from the page data made at prerender; the page itself is XsltTransformerTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { XsltTransformerTool } from "./XsltTransformerTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/xslt-transformer");
}

export const meta = toolRouteMeta;

export default function XsltTransformerRoute() {
  return <XsltTransformerTool tool={useToolEntry()} />;
}
