// /file-encoding-converter: meta and entry from the page data made at prerender; the page itself is FileEncodingConverterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { FileEncodingConverterTool } from "./FileEncodingConverterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/file-encoding-converter");
}

export const meta = toolRouteMeta;

export default function FileEncodingConverterRoute() {
  return <FileEncodingConverterTool tool={useToolEntry()} />;
}
