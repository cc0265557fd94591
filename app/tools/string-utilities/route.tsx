// /string-utilities: meta and entry from the page data made at prerender; the page itself is StringUtilitiesTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { StringUtilitiesTool } from "./StringUtilitiesTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/string-utilities");
}

export const meta = toolRouteMeta;

export default function StringUtilitiesRoute() {
  return <StringUtilitiesTool tool={useToolEntry()} />;
}
