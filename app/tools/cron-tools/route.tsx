// /cron-tools: meta from the catalogue entry; the page itself is CronToolsTool.
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import { pageMeta } from "~/lib/meta";
import { CronToolsTool } from "./CronToolsTool";

const tool = getTool("/cron-tools");

/** The description block, made when the page is prerendered (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData(tool.path);
}

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CronToolsRoute() {
  return <CronToolsTool tool={tool} />;
}
