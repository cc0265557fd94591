// /markdown-to-html: meta and entry from the page data made at prerender; the page itself is MarkdownToHtmlTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { MarkdownToHtmlTool } from "./MarkdownToHtmlTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/markdown-to-html");
}

export const meta = toolRouteMeta;

export default function MarkdownToHtmlRoute() {
  return <MarkdownToHtmlTool tool={useToolEntry()} />;
}
