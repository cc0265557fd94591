// /url-encoder-decoder: meta from the catalogue entry; the page itself is UrlEncoderDecoderTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { UrlEncoderDecoderTool } from "./UrlEncoderDecoderTool";

const tool = getTool("/url-encoder-decoder");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function UrlEncoderDecoderRoute() {
  return <UrlEncoderDecoderTool tool={tool} />;
}
