// What each page needs from the catalogue, computed by its route loader when the page is
// prerendered: it travels in the page's HTML (and in the page's .data file on client navigation),
// not in JavaScript, so no page ships the whole catalogue. Only the search (loaded when used) and
// the build read tools.ts directly.
import { generateDescription } from "./description";
import {
  categories,
  consideredInCategory,
  findTool,
  getTool,
  toolGroupTitles,
  toolsInCategory,
  toolsInGroup,
} from "./index";
import { consideredTools, tools } from "./tools";
import { toolDetails } from "./tool-details";
import type { Category, CategoryId, ConsideredTool, ToolDetails, ToolEntry } from "./types";

/** A tool as a link in lists (sidebar) and as a card (home, category, Related Tools). */
export type ToolLink = Pick<ToolEntry, "path" | "title" | "icon" | "status">;
export type ToolCardData = ToolLink & Pick<ToolEntry, "description">;
export type IdeaData = Pick<ConsideredTool, "title" | "description" | "icon">;

export interface SiteNavigation {
  categories: Pick<Category, "path" | "title" | "icon">[];
  groups: { title: string; tools: ToolLink[]; ideas: IdeaData[] }[];
}

export interface CategorySection {
  category: Category;
  tools: ToolCardData[];
  ideas: IdeaData[];
}

export interface ToolPageData {
  tool: ToolEntry;
  description: string;
  features: string[];
  related: ToolCardData[];
  /** Tools "(Under Consideration)" that belong with this one (the card generator beside the validator). */
  companions: IdeaData[];
  /** Tools that take this one's result as input ("Open in…"), those made for its kind first. */
  openIn: ToolLink[];
}

const linkOf = ({ path, title, icon, status }: ToolEntry): ToolLink => ({
  path,
  title,
  icon,
  status,
});
const cardOf = (tool: ToolEntry): ToolCardData => ({
  ...linkOf(tool),
  description: tool.description,
});
const ideaOf = ({ title, description, icon }: ConsideredTool): IdeaData => ({
  title,
  description,
  icon,
});

/** The sidebar: the category pages, then each tool group with its tools and ideas. */
export function siteNavigation(): SiteNavigation {
  return {
    categories: categories.map(({ path, title, icon }) => ({ path, title, icon })),
    groups: toolGroupTitles.map((title) => ({
      title,
      tools: toolsInGroup(title).map(linkOf),
      ideas: consideredTools.filter((idea) => idea.sidebarGroup === title).map(ideaOf),
    })),
  };
}

export function categorySection(id: CategoryId): CategorySection {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new Error(`Category ${id} not found`);
  return {
    category,
    tools: toolsInCategory(id).map(cardOf),
    ideas: consideredInCategory(id).map(ideaOf),
  };
}

export function getToolDetails(path: string): ToolDetails {
  const details = toolDetails[path];
  if (!details) throw new Error(`Tool with path ${path} has no details`);
  return details;
}

export function toolDescriptionText(tool: ToolEntry): string {
  const details = getToolDetails(tool.path);
  return generateDescription({
    toolName: tool.title,
    baseDescription: tool.description,
    toolType: { type: tool.toolType },
    features: details.features,
    useCases: details.useCases,
    formats: details.formats,
  });
}

/**
 * The related tools to show, in the catalogue's order, without the tool itself, unknown paths or
 * repeats (spec §2 "Related Tools card").
 */
export function relatedTools(
  paths: string[],
  currentPath: string,
  lookup: (path: string) => ToolEntry | undefined,
): ToolEntry[] {
  const seen = new Set<string>([currentPath]);
  const result: ToolEntry[] = [];
  for (const path of paths) {
    if (seen.has(path)) continue;
    seen.add(path);
    const tool = lookup(path);
    if (tool) result.push(tool);
  }
  return result;
}

/**
 * The live tools that take `source`'s result as their input, from what each declares it accepts:
 * first those that accept the kind it produces (JSON → JSON to YAML), then those that take any text.
 */
export function openInTargets(source: ToolEntry, all: readonly ToolEntry[]): ToolEntry[] {
  const produces = source.produces ?? [];
  if (produces.length === 0) return [];
  const candidates = all.filter(
    (tool) => tool.path !== source.path && tool.status === "live" && tool.accepts,
  );
  const madeFor = candidates.filter((tool) =>
    tool.accepts!.some((kind) => kind !== "text" && produces.includes(kind)),
  );
  const anyText = candidates.filter(
    (tool) => !madeFor.includes(tool) && tool.accepts!.includes("text"),
  );
  return [...madeFor, ...anyText];
}

/**
 * A tool route's loader: its page data, made when the page is prerendered. The route module's
 * `export const loader` is removed from the browser's bundle by React Router, and this with it.
 */
export function toolRouteData(path: string): () => ToolPageData {
  return () => toolPageData(path);
}

export function toolPageData(path: string): ToolPageData {
  const tool = getTool(path);
  return {
    tool,
    description: toolDescriptionText(tool),
    features: getToolDetails(path).features,
    related: relatedTools(tool.related, tool.path, findTool).map(cardOf),
    companions: consideredTools.filter((idea) => idea.companionPath === path).map(ideaOf),
    openIn: openInTargets(tool, tools).map(linkOf),
  };
}
