// /json-formatter: meta from the catalogue entry; the page itself is JsonFormatterTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { JsonFormatterTool } from "./JsonFormatterTool";

const tool = getTool("/json-formatter");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function JsonFormatterRoute() {
  return <JsonFormatterTool tool={tool} />;
}
