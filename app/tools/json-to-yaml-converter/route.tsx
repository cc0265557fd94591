// /json-to-yaml-converter: meta and entry from the page data made at prerender; the page itself is JsonToYamlTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { JsonToYamlTool } from "./JsonToYamlTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/json-to-yaml-converter");
}

export const meta = toolRouteMeta;

export default function JsonToYamlRoute() {
  return <JsonToYamlTool tool={useToolEntry()} />;
}
