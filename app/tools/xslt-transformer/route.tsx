// /xslt-transformer: meta from the catalogue entry; the page itself is XsltTransformerTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { XsltTransformerTool } from "./XsltTransformerTool";

const tool = getTool("/xslt-transformer");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function XsltTransformerRoute() {
  return <XsltTransformerTool tool={tool} />;
}
