// What a tool page needs beyond its catalogue entry: the generated description block and, for a
// planned tool, the features it will offer. Computed by each tool route's loader when the page is
// prerendered (and fetched as the page's .data file on client navigation), so the details of every
// tool stay out of the browser's JavaScript.
import { generateDescription } from "../lib/description";
import { getTool } from "./index";
import { toolDetails } from "./tool-details";
import type { ToolDetails, ToolEntry } from "./types";

export interface ToolPageData {
  description: string;
  features: string[];
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

export function toolPageData(path: string): ToolPageData {
  const tool = getTool(path);
  return { description: toolDescriptionText(tool), features: getToolDetails(path).features };
}
