// /string-utilities: meta from the catalogue entry; the page itself is StringUtilitiesTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { StringUtilitiesTool } from "./StringUtilitiesTool";

const tool = getTool("/string-utilities");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function StringUtilitiesRoute() {
  return <StringUtilitiesTool tool={tool} />;
}
