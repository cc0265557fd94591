// /json-to-xml-converter: meta from the catalogue entry; the page itself is JsonToXmlTool.
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import { pageMeta } from "~/lib/meta";
import { JsonToXmlTool } from "./JsonToXmlTool";

const tool = getTool("/json-to-xml-converter");

/** The description block, made when the page is prerendered (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData(tool.path);
}

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function JsonToXmlRoute() {
  return <JsonToXmlTool tool={tool} />;
}
