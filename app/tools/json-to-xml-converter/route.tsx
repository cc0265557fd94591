// /json-to-xml-converter: meta and entry from the page data made at prerender; the page itself is JsonToXmlTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { JsonToXmlTool } from "./JsonToXmlTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/json-to-xml-converter");
}

export const meta = toolRouteMeta;

export default function JsonToXmlRoute() {
  return <JsonToXmlTool tool={useToolEntry()} />;
}
