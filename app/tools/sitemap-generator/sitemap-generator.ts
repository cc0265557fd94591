// The /sitemap-generator core: a URL list (or an existing sitemap's XML) and options in, sitemaps.org
// XML out, split with an index above 50,000 URLs or 50 MB, plus the robots.txt line. Every line
// left out is listed with its reason. Pure: it runs in the worker unchanged (issue 12).
import { ToolError } from "~/lib/tool-error";
import { NO_FIELDS, type UrlFields, checkFields } from "./sitemap-fields";
import { looksLikeXml, readSitemapXml } from "./sitemap-import";
import { type ListedUrl, listLine, readUrlList } from "./sitemap-list";
import { type SitemapRule, compileExcludes, compileRules } from "./sitemap-patterns";
import { type SlashPolicy, normaliseUrl, parseBase } from "./sitemap-urls";
import {
  type SitemapFile,
  type SitemapUrl,
  type SplitLimits,
  robotsLine,
  writeSitemaps,
} from "./sitemap-xml";

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

export function generateSitemap(job: SitemapJob, limits?: SplitLimits): SitemapResult {
  const base = parseBase(job.base);
  const rules = compileRules(job.rules, job.defaults);
  const excluded = compileExcludes(job.exclude);
  const xml = looksLikeXml(job.text);
  const listed: ListedUrl[] = xml ? readSitemapXml(job.text) : readUrlList(job.text);

  const urls: SitemapUrl[] = [];
  const seen = new Set<string>();
  const invalid: LeftOutLine[] = [];
  let invalidCount = 0;
  let duplicateCount = 0;
  let excludedCount = 0;
  const leaveOut = (entry: ListedUrl, reason: string) => {
    invalidCount++;
    if (invalid.length < MAX_LISTED_LINES)
      invalid.push({ line: entry.line, input: entry.input, reason });
  };

  for (const entry of listed) {
    if (entry.unreadCell !== undefined) {
      leaveOut(
        entry,
        `"${entry.unreadCell}" after the URL is not a date, change frequency or priority.`,
      );
      continue;
    }
    const normalised = normaliseUrl(entry.input, base, job.slash);
    if ("reason" in normalised) {
      leaveOut(entry, xml && entry.input === "" ? "This <url> has no <loc>." : normalised.reason);
      continue;
    }
    const own = checkFields(entry.fields);
    if ("reason" in own) {
      leaveOut(entry, own.reason);
      continue;
    }
    if (excluded(normalised.href, normalised.path)) {
      excludedCount++;
      continue;
    }
    if (seen.has(normalised.href)) {
      duplicateCount++;
      continue;
    }
    seen.add(normalised.href);
    urls.push({
      loc: normalised.href,
      ...rules.fieldsFor(normalised.href, normalised.path, own.fields),
    });
  }
  if (listed.length === 0) throw new ToolError(EMPTY_LIST_MESSAGE);

  // Nothing left: no file (an empty <urlset> is invalid), but the reasons are still listed.
  const written = urls.length > 0 ? writeSitemaps(urls, base, limits) : { files: [], index: null };
  return {
    ...written,
    robots: urls.length > 0 ? robotsLine(written, base) : "",
    urlCount: urls.length,
    invalid,
    invalidCount,
    duplicateCount,
    excludedCount,
    importedList: xml
      ? listed
          .filter((entry) => entry.input !== "")
          .map((entry) => listLine(entry.input, entry.fields))
          .join("\n")
      : null,
  };
}
