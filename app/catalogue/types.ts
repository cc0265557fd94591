// Types of the catalogue: the single source of truth about tools and navigation (spec §2, §3).
import type { PasteKind } from "~/lib/paste-detect/paste-kinds";
import type { CatalogueIconName } from "./icons";

/** The five category pages of spec §2; the id is also the page's path without its slash. */
export type CategoryId =
  "formatters" | "converters" | "encoders-decoders" | "developer-tools" | "calculators-counters";

/** The eight sidebar groups that hold tools, titled exactly as spec §2 (the ninth, "Categories", links the category pages). */
export type ToolGroupTitle =
  | "Code and Text Formatters"
  | "Data Converters"
  | "Time and Date Tools"
  | "Encoding and Security"
  | "Developer Utilities"
  | "Web and SEO Tools"
  | "Calculators and Finance"
  | "Data Processing";

/** Tool types of spec §3. */
export type ToolType =
  "formatter" | "converter" | "validator" | "generator" | "utility" | "calculator" | "encoder";

/**
 * live: the tool works fully. planned: the route exists and shows the page shell with a
 * "coming soon" notice. Nothing else is allowed for a routed entry.
 */
export type ToolStatus = "live" | "planned";

/**
 * Kinds of text that pass from one tool to another ("Open in…"). Every kind is text, so a tool
 * that accepts "text" takes any of them.
 */
export type DataKind =
  "text" | "json" | "yaml" | "xml" | "csv" | "html" | "markdown" | "sql" | "css" | "javascript";

export interface ToolEntry {
  /** Route path, starting with "/", e.g. "/json-formatter". */
  path: string;
  title: string;
  /** One-line description (cards, Related Tools, meta description). */
  description: string;
  /** A lucide icon, drawn from the sprite (CatalogueIcon). */
  icon: CatalogueIconName;
  category: CategoryId;
  sidebarGroup: ToolGroupTitle;
  toolType: ToolType;
  /** Extra words search should match (synonyms, formats, abbreviations). */
  keywords: string[];
  /** 3–6 paths of related tools, shown in the Related Tools card. */
  related: string[];
  /** Usage badge factor from spec §9; 1 for tools the table does not list. */
  usageFactor: number;
  status: ToolStatus;
  /** What its result is, when another tool can take it ("Open in…" on its Output panel). */
  produces?: DataKind[];
  /**
   * It declares a chain step (app/tools/<tool>/step.ts, read by Chain Tools): its Output panel
   * offers "Then…". Checked against the files by catalogue.test.ts.
   */
  chainStep?: true;
  /** What its input takes from another tool's result; only tools whose input field is "input". */
  accepts?: DataKind[];
  /**
   * What a tool whose main field is not named "input" takes from "Paste anything" (on the home
   * page): by the kind of content found, the field it fills, or "file" for the dropped file itself
   * (Cron Tools: a cron expression fills "expression"; the Audio Converter takes an audio file).
   */
  pasteInto?: Partial<Record<PasteKind, string>>;
}

/** Inputs of a tool's generated description (spec §3 "Tool description input"), in tool-details.ts. */
export interface ToolDetails {
  features: string[];
  useCases: string[];
  formats?: string[];
}

/** A tool the spec marks "(Under Consideration)": shown in lists, never routed. */
export interface ConsideredTool {
  title: string;
  description: string;
  icon: CatalogueIconName;
  category: CategoryId;
  sidebarGroup: ToolGroupTitle;
  /** The live or planned tool it belongs with, e.g. the validator for the card generator. */
  companionPath: string;
}

export interface Category {
  id: CategoryId;
  path: string;
  title: string;
  description: string;
  icon: CatalogueIconName;
}
