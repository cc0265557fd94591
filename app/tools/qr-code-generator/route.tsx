// /qr-code-generator: meta from the catalogue entry; the page itself is QrCodeGeneratorTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { QrCodeGeneratorTool } from "./QrCodeGeneratorTool";

const tool = getTool("/qr-code-generator");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function QrCodeGeneratorRoute() {
  return <QrCodeGeneratorTool tool={tool} />;
}
