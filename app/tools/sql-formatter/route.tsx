// /sql-formatter: meta from the catalogue entry; the page itself is SqlFormatterTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { SqlFormatterTool } from "./SqlFormatterTool";

const tool = getTool("/sql-formatter");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function SqlFormatterRoute() {
  return <SqlFormatterTool tool={tool} />;
}
