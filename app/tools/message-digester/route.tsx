// /message-digester: meta from the catalogue entry; the page itself is MessageDigesterTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { MessageDigesterTool } from "./MessageDigesterTool";

const tool = getTool("/message-digester");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function MessageDigesterRoute() {
  return <MessageDigesterTool tool={tool} />;
}
