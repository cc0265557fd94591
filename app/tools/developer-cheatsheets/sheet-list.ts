// The list of sheets (small, in the page's JavaScript) and how each sheet's data is fetched: a
// dynamic import per sheet, so no sheet's entries are in the page's first JavaScript (the tool
// pages share a tight bundle budget); the default sheet also comes prerendered in the page data.
import type { Cheatsheet, SheetId } from "./cheatsheet-types";

export const DEFAULT_SHEET: SheetId = "git";

/** Tabs and select options, in the order the page shows them. */
export const SHEET_CHOICES: readonly { value: SheetId; label: string }[] = [
  { value: "git", label: "Git" },
  { value: "regex", label: "Regex" },
  { value: "http", label: "HTTP" },
  { value: "mime", label: "MIME types" },
  { value: "i18n", label: "Locales & i18n" },
  { value: "editors", label: "Editor shortcuts" },
  { value: "shell", label: "Linux shell" },
  { value: "sql", label: "SQL" },
  { value: "docker", label: "Docker" },
  { value: "cron", label: "Cron" },
];

const LOADERS: Record<SheetId, () => Promise<Cheatsheet>> = {
  git: () => import("./sheets/git").then((m) => m.gitSheet),
  regex: () => import("./sheets/regex").then((m) => m.regexSheet),
  http: () => import("./sheets/http").then((m) => m.httpSheet),
  mime: () => import("./sheets/mime").then((m) => m.mimeSheet()),
  // Computed from the browser's Intl when opened, never prerendered (see sheets/i18n.ts).
  i18n: () => import("./sheets/i18n").then((m) => m.i18nSheet()),
  editors: () => import("./sheets/editors").then((m) => m.editorsSheet),
  shell: () => import("./sheets/shell").then((m) => m.shellSheet),
  sql: () => import("./sheets/sql").then((m) => m.sqlSheet),
  docker: () => import("./sheets/docker").then((m) => m.dockerSheet),
  cron: () => import("./sheets/cron").then((m) => m.cronSheet),
};

const loaded = new Map<SheetId, Promise<Cheatsheet>>();

/** The sheet's data, fetched once; a failed fetch (offline, say) is forgotten so it can be retried. */
export function loadSheet(id: SheetId): Promise<Cheatsheet> {
  let pending = loaded.get(id);
  if (!pending) {
    pending = LOADERS[id]();
    loaded.set(id, pending);
    pending.catch(() => loaded.delete(id));
  }
  return pending;
}

/** Every sheet, for the search across all of them. */
export function loadAllSheets(): Promise<Cheatsheet[]> {
  return Promise.all(SHEET_CHOICES.map(({ value }) => loadSheet(value)));
}

export function sheetTitle(id: SheetId): string {
  return SHEET_CHOICES.find((choice) => choice.value === id)?.label ?? id;
}
