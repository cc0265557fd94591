// Lookups over the catalogue. Everything that lists, routes or links tools goes through here.
import { ToolError } from "../lib/tool-error";
import { categories } from "./categories";
import { consideredTools, tools } from "./tools";
import { CATEGORIES_GROUP_TITLE, toolGroupTitles } from "./constants";
import type { Category, CategoryId, ConsideredTool, ToolEntry, ToolGroupTitle } from "./types";

export type * from "./types";
export { CATEGORIES_GROUP_TITLE, categories, consideredTools, toolGroupTitles, tools };

const toolsByPath = new Map<string, ToolEntry>(tools.map((tool) => [tool.path, tool]));

/** The entry at `path`, or undefined. For places where a missing tool is normal (Related Tools). */
export function findTool(path: string): ToolEntry | undefined {
  return toolsByPath.get(path);
}

/** The entry at `path`; a path not in the catalogue is an error (spec §8). */
export function getTool(path: string): ToolEntry {
  const tool = toolsByPath.get(path);
  if (!tool) throw new ToolError(`Tool with path ${path} not found`);
  return tool;
}

export function getCategory(id: CategoryId): Category {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new ToolError(`Category ${id} not found`);
  return category;
}

export function toolsInCategory(id: CategoryId): ToolEntry[] {
  return tools.filter((tool) => tool.category === id);
}

export function consideredInCategory(id: CategoryId): ConsideredTool[] {
  return consideredTools.filter((tool) => tool.category === id);
}

export function toolsInGroup(title: ToolGroupTitle): ToolEntry[] {
  return tools.filter((tool) => tool.sidebarGroup === title);
}

/** Every path the site serves: home, category pages, tool pages (the prerender and sitemap list). */
export function allSitePaths(): string[] {
  return ["/", ...categories.map((c) => c.path), ...tools.map((t) => t.path)];
}
