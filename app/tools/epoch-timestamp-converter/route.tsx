// /epoch-timestamp-converter: meta from the catalogue entry; the page itself is EpochTimestampTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { EpochTimestampTool } from "./EpochTimestampTool";

const tool = getTool("/epoch-timestamp-converter");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function EpochTimestampRoute() {
  return <EpochTimestampTool tool={tool} />;
}
