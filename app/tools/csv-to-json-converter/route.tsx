// /csv-to-json-converter: meta from the catalogue entry; the page itself is CsvToJsonTool.
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import { pageMeta } from "~/lib/meta";
import { CsvToJsonTool } from "./CsvToJsonTool";

const tool = getTool("/csv-to-json-converter");

/** The description block, made when the page is prerendered (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData(tool.path);
}

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CsvToJsonRoute() {
  return <CsvToJsonTool tool={tool} />;
}
