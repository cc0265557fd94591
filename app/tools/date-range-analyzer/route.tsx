// /date-range-analyzer: meta from the catalogue entry; the page itself is DateRangeAnalyzerTool.
import { getTool } from "~/catalogue";
import { pageMeta } from "~/lib/meta";
import { DateRangeAnalyzerTool } from "./DateRangeAnalyzerTool";

const tool = getTool("/date-range-analyzer");

export function meta() {
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

export default function DateRangeAnalyzerRoute() {
  return <DateRangeAnalyzerTool tool={tool} />;
}
