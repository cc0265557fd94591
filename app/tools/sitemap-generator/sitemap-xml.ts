// Writes sitemaps.org XML: one <urlset> file while the URLs fit the protocol's limits (50,000 URLs
// and 50 MB per file), otherwise numbered files and a <sitemapindex> that lists them.
import { escapeXmlText } from "~/lib/xml/xml-escape";
import type { SitemapFile, UrlFields } from "./sitemap-options";

export type { SitemapFile };

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's limits for one sitemap file (sitemaps.org, "Using Sitemap index files"). */
export const MAX_URLS_PER_FILE = 50_000;
export const MAX_BYTES_PER_FILE = 50 * 1024 * 1024;
export const SITEMAP_FILE = "sitemap.xml";
export const INDEX_FILE = "sitemap-index.xml";
export const partFileName = (n: number) => `sitemap-${n}.xml`;

export interface SitemapUrl extends UrlFields {
  loc: string;
}

export interface WrittenSitemaps {
  /** The urlset files: one sitemap.xml, or sitemap-1.xml, sitemap-2.xml… */
  files: SitemapFile[];
  /** The index over the files when there are several. */
  index: SitemapFile | null;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = "</urlset>\n";

function urlElement(url: SitemapUrl): string {
  let xml = `  <url>\n    <loc>${escapeXmlText(url.loc)}</loc>\n`;
  if (url.lastmod) xml += `    <lastmod>${url.lastmod}</lastmod>\n`;
  if (url.changefreq) xml += `    <changefreq>${url.changefreq}</changefreq>\n`;
  if (url.priority) xml += `    <priority>${url.priority}</priority>\n`;
  return `${xml}  </url>\n`;
}

export interface SplitLimits {
  maxUrls: number;
  maxBytes: number;
}

const PROTOCOL_LIMITS: SplitLimits = { maxUrls: MAX_URLS_PER_FILE, maxBytes: MAX_BYTES_PER_FILE };

/**
 * The sitemap files for `urls`; `base` is where they will be served (the index's <loc>s resolve
 * against it). Sizes are counted in characters, which are bytes here: every <loc> is an ASCII
 * URL (sitemap-urls.ts percent-encodes the rest) and the fields are ASCII by their forms.
 */
export function writeSitemaps(
  urls: readonly SitemapUrl[],
  base: URL,
  limits: SplitLimits = PROTOCOL_LIMITS,
): WrittenSitemaps {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const frame = URLSET_OPEN.length + URLSET_CLOSE.length;
  for (const url of urls) {
    const element = urlElement(url);
    if (
      chunk.length > 0 &&
      (chunk.length >= limits.maxUrls || frame + bytes + element.length > limits.maxBytes)
    ) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(element);
    bytes += element.length;
  }
  if (chunk.length > 0 || chunks.length === 0) chunks.push(chunk);

  const single = chunks.length === 1;
  const files = chunks.map((elements, i) => ({
    name: single ? SITEMAP_FILE : partFileName(i + 1),
    text: URLSET_OPEN + elements.join("") + URLSET_CLOSE,
    count: elements.length,
  }));
  return { files, index: single ? null : writeIndex(files, base) };
}

/** The location a sitemap file will have: next to the base URL's path. */
export function fileUrl(name: string, base: URL): string {
  return new URL(name, base).href;
}

function writeIndex(files: readonly SitemapFile[], base: URL): SitemapFile {
  const entries = files
    .map(
      (file) =>
        `  <sitemap>\n    <loc>${escapeXmlText(fileUrl(file.name, base))}</loc>\n  </sitemap>\n`,
    )
    .join("");
  return {
    name: INDEX_FILE,
    text: `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`,
    count: files.length,
  };
}

/** The line for robots.txt that tells crawlers where the sitemap (or its index) is. */
export function robotsLine(written: WrittenSitemaps, base: URL): string {
  return `Sitemap: ${fileUrl(written.index ? INDEX_FILE : SITEMAP_FILE, base)}`;
}
