// /lorem-ipsum-generator: meta and entry from the page data made at prerender; the page itself is LoremIpsumGeneratorTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { LoremIpsumGeneratorTool } from "./LoremIpsumGeneratorTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/lorem-ipsum-generator");
}

export const meta = toolRouteMeta;

export default function LoremIpsumGeneratorRoute() {
  return <LoremIpsumGeneratorTool tool={useToolEntry()} />;
}
