// /cron-tools: meta from the catalogue entry; the page itself is CronToolsTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { CronToolsTool } from "./CronToolsTool";

const tool = getTool("/cron-tools");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function CronToolsRoute() {
  return <CronToolsTool tool={tool} />;
}
