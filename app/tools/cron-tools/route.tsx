// /cron-tools: meta and entry from the page data made at prerender; the page itself is CronToolsTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/tool-route";
import { CronToolsTool } from "./CronToolsTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/cron-tools");
}

export const meta = toolRouteMeta;

export default function CronToolsRoute() {
  return <CronToolsTool tool={useToolEntry()} />;
}
