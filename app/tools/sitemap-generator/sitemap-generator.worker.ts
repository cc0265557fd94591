// Generates sitemaps off the main thread: a small list a moment after each change, a long one on Generate.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { generateSitemap } from "./sitemap-generator";
import type { SitemapJob } from "./sitemap-options";

exposeToWorker((job: SitemapJob) => generateSitemap(job));
