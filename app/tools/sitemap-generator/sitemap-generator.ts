// The /sitemap-generator core with its XML reader: a URL list or an existing sitemap's XML and the
// options in, sitemaps (and what was left out, and why) out. The worker uses generateSitemapWith
// itself, loading the XML reader only for XML (sitemap-generator.worker.ts).
import { generateSitemapWith } from "./sitemap-build";
import { readSitemapXml } from "./sitemap-import";
import type { SitemapJob, SitemapResult } from "./sitemap-options";
import type { SplitLimits } from "./sitemap-xml";

export function generateSitemap(job: SitemapJob, limits?: SplitLimits): SitemapResult {
  return generateSitemapWith(readSitemapXml, job, limits);
}
