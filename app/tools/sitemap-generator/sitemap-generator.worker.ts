// Generates sitemaps off the main thread: a small list a moment after each change, a long one on Generate.
// The XML reader (for an existing sitemap pasted or opened) is loaded only when the text is XML.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { generateSitemapWith } from "./sitemap-build";
import { looksLikeXml } from "./sitemap-list";
import type { SitemapJob } from "./sitemap-options";

const unused = () => [];

exposeToWorker(async (job: SitemapJob) =>
  generateSitemapWith(
    looksLikeXml(job.text) ? (await import("./sitemap-import")).readSitemapXml : unused,
    job,
  ),
);
