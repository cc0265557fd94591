// /csv-to-json-converter: meta from the catalogue entry; the page itself is CsvToJsonTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { CsvToJsonTool } from "./CsvToJsonTool";

const tool = getTool("/csv-to-json-converter");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CsvToJsonRoute() {
  return <CsvToJsonTool tool={tool} />;
}
