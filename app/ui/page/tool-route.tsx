// What every tool route module shares: its <head> tags and its entry, both from the page data its
// loader made at prerender (app/catalogue/page-data.ts), so the route's JavaScript holds no catalogue.
// A tool's route.tsx is three exports: `loader = toolRouteData(path)`, `meta = toolRouteMeta`, and
// `default = toolRoute(ItsToolComponent)`.
import type { ComponentType } from "react";
import { useLoaderData } from "react-router";
import type { ToolEntry } from "~/catalogue/types";
import type { ToolPageData } from "~/catalogue/page-data";
import { pageMeta } from "~/lib/page/meta";

export function toolRouteMeta({ data }: { data?: ToolPageData }) {
  if (!data) return [];
  const { tool } = data;
  return pageMeta({ title: tool.title, description: tool.description, path: tool.path });
}

/** The page data of the tool page being shown. */
export function useToolPageData(): ToolPageData {
  return useLoaderData<ToolPageData>();
}

/** The catalogue entry of the tool page being shown. */
export function useToolEntry(): ToolEntry {
  return useToolPageData().tool;
}

/** The route component of a tool page: the tool's component, given its catalogue entry. */
export function toolRoute(Tool: ComponentType<{ tool: ToolEntry }>) {
  return function ToolRoute() {
    return <Tool tool={useToolEntry()} />;
  };
}
