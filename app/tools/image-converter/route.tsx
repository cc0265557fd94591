// /image-converter: meta and entry from the page data made at prerender; the page itself is ImageConverterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { ImageConverterTool } from "./ImageConverterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/image-converter");
}

export const meta = toolRouteMeta;

export default function ImageConverterRoute() {
  return <ImageConverterTool tool={useToolEntry()} />;
}
