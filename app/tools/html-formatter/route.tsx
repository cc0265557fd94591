// /html-formatter: meta from the catalogue entry; the page itself is HtmlFormatterTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { HtmlFormatterTool } from "./HtmlFormatterTool";

const tool = getTool("/html-formatter");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function HtmlFormatterRoute() {
  return <HtmlFormatterTool tool={tool} />;
}
