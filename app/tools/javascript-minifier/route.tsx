// /javascript-minifier: meta from the catalogue entry; the page itself is JavaScriptMinifierTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { JavaScriptMinifierTool } from "./JavaScriptMinifierTool";

const tool = getTool("/javascript-minifier");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function JavaScriptMinifierRoute() {
  return <JavaScriptMinifierTool tool={tool} />;
}
