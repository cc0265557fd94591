// /crypto-price-tracker: meta and entry from the page data made at prerender; the page itself is CryptoTrackerTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CryptoTrackerTool } from "./CryptoTrackerTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/crypto-price-tracker");
}

export const meta = toolRouteMeta;

export default function CryptoPriceTrackerRoute() {
  return <CryptoTrackerTool tool={useToolEntry()} />;
}
