// /css-beautifier: meta from the catalogue entry; the page itself is CssBeautifierTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { CssBeautifierTool } from "./CssBeautifierTool";

const tool = getTool("/css-beautifier");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CssBeautifierRoute() {
  return <CssBeautifierTool tool={tool} />;
}
