// /hmac-generator: meta from the catalogue entry; the page itself is HmacGeneratorTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { HmacGeneratorTool } from "./HmacGeneratorTool";

const tool = getTool("/hmac-generator");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function HmacGeneratorRoute() {
  return <HmacGeneratorTool tool={tool} />;
}
