// /credit-card-validator: meta and entry from the page data made at prerender; the page itself is CreditCardValidatorTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { CreditCardValidatorTool } from "./CreditCardValidatorTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/credit-card-validator");
}

export const meta = toolRouteMeta;

export default function CreditCardValidatorRoute() {
  return <CreditCardValidatorTool tool={useToolEntry()} />;
}
