// /text-escaper: meta from the catalogue entry; the page itself is TextEscaperTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { TextEscaperTool } from "./TextEscaperTool";

const tool = getTool("/text-escaper");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function TextEscaperRoute() {
  return <TextEscaperTool tool={tool} />;
}
