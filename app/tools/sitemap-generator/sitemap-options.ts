// What the /sitemap-generator page shares with its core and worker: options with their defaults,
// the sample, messages and the result's shape. Kept apart from the core so that the page's own
// bundle does not carry the core (which runs in the worker) nor the XML tokenizer it uses.
import type { OptionItem } from "~/lib/options";

export const CHANGE_FREQUENCIES = [
  "always",
  "hourly",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "never",
] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];

/**
 * A URL's fields as typed: "" leaves the field out (or to the rules or the defaults). A type, not
 * an interface: the rules editor (EditableRows) takes records of strings.
 */
export type UrlFields = {
  lastmod: string;
  changefreq: string;
  priority: string;
};

export const NO_FIELDS: UrlFields = { lastmod: "", changefreq: "", priority: "" };

export type SitemapRule = UrlFields & { pattern: string };

export type SlashPolicy = "keep" | "add" | "remove";
export const SLASH_POLICIES: readonly OptionItem<SlashPolicy>[] = [
  { value: "keep", label: "Keep as written" },
  { value: "add", label: "Add (not to files such as .html)" },
  { value: "remove", label: "Remove" },
];

export interface SitemapOptions {
  base: string;
  slash: SlashPolicy;
  defaults: UrlFields;
  rules: readonly SitemapRule[];
  /** Glob patterns, one per line. */
  exclude: string;
}

export interface SitemapJob extends SitemapOptions {
  text: string;
}

export const DEFAULT_SITEMAP_OPTIONS: SitemapOptions = {
  base: "https://example.com/",
  slash: "keep",
  defaults: { ...NO_FIELDS, changefreq: "monthly" },
  rules: [
    { pattern: "/", lastmod: "", changefreq: "daily", priority: "1.0" },
    { pattern: "/blog/*", lastmod: "", changefreq: "weekly", priority: "0.7" },
  ],
  exclude: "/admin/*\n*?preview=*",
};

export const SAMPLE_LIST = [
  "/",
  "/about",
  "/blog/",
  "/blog/hello-world,2024-05-01",
  "/contact#form",
  "/admin/login",
].join("\n");

export interface SitemapFile {
  name: string;
  text: string;
  /** URLs (or, in the index, sitemaps) it lists. */
  count: number;
}

export const EMPTY_LIST_MESSAGE = "Add some URLs or paths, one per line.";
export const NOTHING_LEFT_MESSAGE =
  "No URL is left to write: every line is invalid, excluded or a duplicate.";

export interface LeftOutLine {
  line: number;
  input: string;
  reason: string;
}

/** Lines listed on the page (all are counted): enough to fix a list, small to send from a worker. */
export const MAX_LISTED_LINES = 1000;

export interface SitemapResult {
  /** Empty when no URL is left (NOTHING_LEFT_MESSAGE). */
  files: SitemapFile[];
  index: SitemapFile | null;
  robots: string;
  urlCount: number;
  /** Lines that are not a valid URL of the site (first MAX_LISTED_LINES). */
  invalid: LeftOutLine[];
  invalidCount: number;
  duplicateCount: number;
  excludedCount: number;
  /** When the input was a sitemap's XML: the same URLs as an editable list. */
  importedList: string | null;
}
