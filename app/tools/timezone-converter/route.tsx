// /timezone-converter: meta from the catalogue entry; the page itself is TimezoneConverterTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { TimezoneConverterTool } from "./TimezoneConverterTool";

const tool = getTool("/timezone-converter");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function TimezoneConverterRoute() {
  return <TimezoneConverterTool tool={tool} />;
}
