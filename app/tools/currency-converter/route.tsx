// /currency-converter: meta and entry from the page data made at prerender; the page itself is CurrencyConverterTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CurrencyConverterTool } from "./CurrencyConverterTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/currency-converter");
}

export const meta = toolRouteMeta;

export default function CurrencyConverterRoute() {
  return <CurrencyConverterTool tool={useToolEntry()} />;
}
