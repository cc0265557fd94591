// /developer-cheatsheets: meta and entry from the page data made at prerender, with the default
// sheet's entries, so the page's HTML shows a sheet while its JavaScript holds none.
import { useLoaderData } from "react-router";
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { type CheatsheetsPageData, CheatsheetsTool } from "./CheatsheetsTool";
import { gitSheet } from "./sheets/git";

export function loader() {
  return { ...toolPageData("/developer-cheatsheets"), defaultSheet: gitSheet };
}

export const meta = toolRouteMeta;

export default function DeveloperCheatsheetsRoute() {
  const { defaultSheet } = useLoaderData<CheatsheetsPageData>();
  return <CheatsheetsTool tool={useToolEntry()} defaultSheet={defaultSheet} />;
}
