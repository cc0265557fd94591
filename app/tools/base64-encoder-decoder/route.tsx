// /base64-encoder-decoder: meta from the catalogue entry; the page itself is Base64EncoderDecoderTool.
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import { pageMeta } from "~/lib/meta";
import { Base64EncoderDecoderTool } from "./Base64EncoderDecoderTool";

const tool = getTool("/base64-encoder-decoder");

/** The description block, made when the page is prerendered (app/catalogue/page-data.ts). */
export function loader() {
  return toolPageData(tool.path);
}

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function Base64EncoderDecoderRoute() {
  return <Base64EncoderDecoderTool tool={tool} />;
}
