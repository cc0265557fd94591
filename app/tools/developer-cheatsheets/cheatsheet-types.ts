// The shape of every cheatsheet: a data file per sheet (sheets/*.ts) fills it, one component
// (SheetView) renders it, and the search (cheatsheet-search.ts) reads it.

export const SHEET_IDS = [
  "git",
  "regex",
  "http",
  "mime",
  "i18n",
  "editors",
  "shell",
  "sql",
  "docker",
  "cron",
] as const;

export type SheetId = (typeof SHEET_IDS)[number];

export interface CheatEntry {
  /** The command, syntax or code, shown in monospace and copied by the entry's Copy button. */
  code: string;
  /** What it does, in one line. */
  description: string;
}

export interface CheatSection {
  title: string;
  entries: readonly CheatEntry[];
}

export interface SheetLink {
  label: string;
  href: string;
}

export interface Cheatsheet {
  id: SheetId;
  title: string;
  /** One sentence under the sheet's heading. */
  summary: string;
  sections: readonly CheatSection[];
  /** Pages of this site that go with the sheet (cron → /cron-tools). */
  links?: readonly SheetLink[];
}

export function isSheetId(value: unknown): value is SheetId {
  return typeof value === "string" && (SHEET_IDS as readonly string[]).includes(value);
}
