// /html-to-markdown: meta and entry from the page data made at prerender; the page itself is HtmlToMarkdownTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { HtmlToMarkdownTool } from "./HtmlToMarkdownTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/html-to-markdown");
}

export const meta = toolRouteMeta;

export default function HtmlToMarkdownRoute() {
  return <HtmlToMarkdownTool tool={useToolEntry()} />;
}
