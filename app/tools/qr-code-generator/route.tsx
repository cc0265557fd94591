// /qr-code-generator: meta and entry from the page data made at prerender; the page itself is QrCodeGeneratorTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { QrCodeGeneratorTool } from "./QrCodeGeneratorTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/qr-code-generator");
}

export const meta = toolRouteMeta;

export default function QrCodeGeneratorRoute() {
  return <QrCodeGeneratorTool tool={useToolEntry()} />;
}
