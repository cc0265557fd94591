// Names the sidebar shows (spec §2), apart from the tool data so the page chrome can import them
// without the catalogue.
import type { ToolGroupTitle } from "./types";

/** Sidebar group titles in the spec's order (§2); "Categories" comes first and links the category pages. */
export const CATEGORIES_GROUP_TITLE = "Categories";
export const toolGroupTitles: readonly ToolGroupTitle[] = [
  "Code and Text Formatters",
  "Data Converters",
  "Time and Date Tools",
  "Encoding and Security",
  "Developer Utilities",
  "Web and SEO Tools",
  "Calculators and Finance",
  "Data Processing",
];
