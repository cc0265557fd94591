// /html-to-markdown: meta from the catalogue entry; the page itself is HtmlToMarkdownTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { HtmlToMarkdownTool } from "./HtmlToMarkdownTool";

const tool = getTool("/html-to-markdown");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function HtmlToMarkdownRoute() {
  return <HtmlToMarkdownTool tool={tool} />;
}
