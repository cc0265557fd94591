// Generates sitemaps off the main thread: a small list a moment after each change, a long one on Generate.
// An existing sitemap (XML) is read by generateSitemap with its XML reader, loaded only then: a URL
// list, the sample included, needs neither.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { generateSitemapWith } from "./sitemap-build";
import { looksLikeXml } from "./sitemap-list";
import type { SitemapJob } from "./sitemap-options";

const noXmlReader = () => [];

exposeToWorker(async (job: SitemapJob) =>
  looksLikeXml(job.text)
    ? (await import("./sitemap-generator")).generateSitemap(job)
    : generateSitemapWith(noXmlReader, job),
);
