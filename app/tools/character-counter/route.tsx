// /character-counter: meta and entry from the page data made at prerender; the page itself is CharacterCounterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CharacterCounterTool } from "./CharacterCounterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/character-counter");
}

export const meta = toolRouteMeta;

export default function CharacterCounterRoute() {
  return <CharacterCounterTool tool={useToolEntry()} />;
}
