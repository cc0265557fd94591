// /epoch-timestamp-converter: meta and entry from the page data made at prerender; the page itself is EpochTimestampTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { EpochTimestampTool } from "./EpochTimestampTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/epoch-timestamp-converter");
}

export const meta = toolRouteMeta;

export default function EpochTimestampRoute() {
  return <EpochTimestampTool tool={useToolEntry()} />;
}
