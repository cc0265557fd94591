// Generates sitemaps off the main thread: a small list a moment after each change, a long one on Generate.
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type SitemapJob, generateSitemap } from "./sitemap-generator";

exposeToWorker((job: SitemapJob) => generateSitemap(job));
