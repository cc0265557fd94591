// /base64-encoder-decoder: meta and entry from the page data made at prerender; the page itself is Base64EncoderDecoderTool.
import { toolPageData } from "~/catalogue/page-data";
import { toolRouteMeta, useToolEntry } from "~/ui/page/tool-route";
import { Base64EncoderDecoderTool } from "./Base64EncoderDecoderTool";

/** The page's catalogue entry and description block (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData("/base64-encoder-decoder");
}

export const meta = toolRouteMeta;

export default function Base64EncoderDecoderRoute() {
  return <Base64EncoderDecoderTool tool={useToolEntry()} />;
}
