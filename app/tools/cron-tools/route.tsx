// /cron-tools: meta and entry from the page data made at prerender; the page itself is CronToolsTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRoute, toolRouteMeta } from "~/ui/page/tool-route";
import { explainCron } from "./cron-describe";
import {
  type CronPageData,
  CronToolsTool,
  DEFAULT_DESCRIBE_OPTIONS,
  DEFAULT_EXPRESSION,
} from "./CronToolsTool";

/**
 * The page's catalogue entry and description block (app/catalogue/page-data.ts), and the default
 * expression's description, made at prerender: the page needs cronstrue only for another one.
 */
export function loader(): CronPageData {
  return {
    ...toolPageData("/cron-tools"),
    defaultDescription: explainCron(DEFAULT_EXPRESSION, DEFAULT_DESCRIBE_OPTIONS),
  };
}

export const meta = toolRouteMeta;

export default toolRoute(CronToolsTool);
