// The /sitemap-generator core: a URL list (or an existing sitemap's XML, read by the reader it is
// given) and options in, sitemaps.org XML out, split with an index above 50,000 URLs or 50 MB, plus
// the robots.txt line. Every line left out is listed with its reason. Pure: it runs in the worker.
import { ToolError } from "~/lib/tool-error";
import { checkFields } from "./sitemap-fields";
import { type ListedUrl, listLine, looksLikeXml, readUrlList } from "./sitemap-list";
import {
  EMPTY_LIST_MESSAGE,
  type LeftOutLine,
  MAX_LISTED_LINES,
  type SitemapJob,
  type SitemapResult,
} from "./sitemap-options";
import { compileExcludes, compileRules } from "./sitemap-patterns";
import { normaliseUrl, parseBase } from "./sitemap-urls";
import { type SitemapUrl, type SplitLimits, robotsLine, writeSitemaps } from "./sitemap-xml";

/** Reads an existing sitemap's <url> elements (sitemap-import.ts, with the XML scanner). */
export type SitemapXmlReader = (text: string) => ListedUrl[];

/**
 * generateSitemap with the XML reader given: the worker loads it (and its XML scanner, 3 KiB)
 * only when the text is XML, so a URL list, the sample included, is turned into a sitemap
 * without it.
 */
export function generateSitemapWith(
  readXml: SitemapXmlReader,
  job: SitemapJob,
  limits?: SplitLimits,
): SitemapResult {
  const base = parseBase(job.base);
  const rules = compileRules(job.rules, job.defaults);
  const excluded = compileExcludes(job.exclude);
  const xml = looksLikeXml(job.text);
  const listed: ListedUrl[] = xml ? readXml(job.text) : readUrlList(job.text);

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
