// /xsd-generator: meta from the catalogue entry; the page itself is XsdGeneratorTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { XsdGeneratorTool } from "./XsdGeneratorTool";

const tool = getTool("/xsd-generator");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function XsdGeneratorRoute() {
  return <XsdGeneratorTool tool={tool} />;
}
