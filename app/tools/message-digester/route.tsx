// /message-digester: meta and entry from the page data made at prerender; the page itself is MessageDigesterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { MessageDigesterTool } from "./MessageDigesterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/message-digester");
}

export const meta = toolRouteMeta;

export default function MessageDigesterRoute() {
  return <MessageDigesterTool tool={useToolEntry()} />;
}
