// /xpath-tester: meta from the catalogue entry; the page itself is XPathTesterTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { XPathTesterTool } from "./XPathTesterTool";

const tool = getTool("/xpath-tester");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function XPathTesterRoute() {
  return <XPathTesterTool tool={tool} />;
}
