// /code-renderer: meta and entry from the page data made at prerender; the page itself is CodeRendererTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CodeRendererTool } from "./CodeRendererTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/code-renderer");
}

export const meta = toolRouteMeta;

export default function CodeRendererRoute() {
  return <CodeRendererTool tool={useToolEntry()} />;
}
