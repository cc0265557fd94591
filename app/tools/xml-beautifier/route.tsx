// /xml-beautifier: meta from the catalogue entry; the page itself is XmlBeautifierTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { XmlBeautifierTool } from "./XmlBeautifierTool";

const tool = getTool("/xml-beautifier");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function XmlBeautifierRoute() {
  return <XmlBeautifierTool tool={tool} />;
}
