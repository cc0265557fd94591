// /css-minifier: meta from the catalogue entry; the page itself is CssMinifierTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { CssMinifierTool } from "./CssMinifierTool";

const tool = getTool("/css-minifier");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CssMinifierRoute() {
  return <CssMinifierTool tool={tool} />;
}
