// /javascript-beautifier: meta from the catalogue entry; the page itself is JavaScriptBeautifierTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { JavaScriptBeautifierTool } from "./JavaScriptBeautifierTool";

const tool = getTool("/javascript-beautifier");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function JavaScriptBeautifierRoute() {
  return <JavaScriptBeautifierTool tool={tool} />;
}
