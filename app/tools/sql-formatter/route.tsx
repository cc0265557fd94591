// /sql-formatter: meta and entry from the page data made at prerender; the page itself is SqlFormatterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { SqlFormatterTool } from "./SqlFormatterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/sql-formatter");
}

export const meta = toolRouteMeta;

export default function SqlFormatterRoute() {
  return <SqlFormatterTool tool={useToolEntry()} />;
}
