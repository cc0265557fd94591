// /csv-to-xml-converter: meta from the catalogue entry; the page itself is CsvToXmlTool.
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import { pageMeta } from "~/lib/meta";
import { CsvToXmlTool } from "./CsvToXmlTool";

const tool = getTool("/csv-to-xml-converter");

/** The description block, made when the page is prerendered (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData(tool.path);
}

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CsvToXmlRoute() {
  return <CsvToXmlTool tool={tool} />;
}
