// /regex-tester: meta and entry from the page data made at prerender; the page itself is RegexTesterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { RegexTesterTool } from "./RegexTesterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/regex-tester");
}

export const meta = toolRouteMeta;

export default function RegexTesterRoute() {
  return <RegexTesterTool tool={useToolEntry()} />;
}
