// /url-encoder-decoder: meta and entry from the page data made at prerender; the page itself is UrlEncoderDecoderTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { UrlEncoderDecoderTool } from "./UrlEncoderDecoderTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/url-encoder-decoder");
}

export const meta = toolRouteMeta;

export default function UrlEncoderDecoderRoute() {
  return <UrlEncoderDecoderTool tool={useToolEntry()} />;
}
