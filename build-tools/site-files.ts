// Files written after the pages are prerendered (react-router.config.ts buildEnd): 404.html,
// sitemap.xml and robots.txt from the catalogue, and the offline service worker over the result.
import { copyFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateSW } from "workbox-build";
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import { OFFLINE_FILES_URL } from "../app/lib/browser/offline";
import { withContentSecurityPolicy } from "./content-security-policy";
import { deferScriptsUntilFirstPaint } from "./deferred-start";
import { planOfflineFiles } from "./offline-files";
import { allSitePaths } from "../app/catalogue";
import { SITE_ORIGIN, absoluteUrl } from "../app/lib/site";

export function sitemapXml(paths: string[], lastModified: string): string {
  const urls = paths
    .map((p) => `  <url><loc>${absoluteUrl(p)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`;
}

/** Workbox lists "json-formatter/index.html"; the browser asks for "/json-formatter". */
export function cleanUrlOf(url: string): string {
  if (url === "index.html") return "/";
  if (url.endsWith("/index.html")) return "/" + url.slice(0, -"/index.html".length);
  return url;
}

/**
 * Answers a request for a tool file that is not precached: from the tool-files cache, else from
 * the network, keeping a copy (hashed names never change). When the file cannot be had, it tells
 * the page that asked (or, for a worker's request, the visible pages) why: "offline" (no network),
 * "unreachable" (the network failed although the device is online) or "missing" (the host no
 * longer has it: a newer version was deployed while the page was open).
 * Workbox copies this function's source into sw.js, so it may use nothing from this module.
 */
async function toolFileHandler({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const CACHE = "bytesmith-tool-files"; // TOOL_FILES_CACHE in app/lib/browser/offline.ts (a test checks)
  const worker = self as unknown as ServiceWorkerGlobalScope;
  const tell = async (reason: "offline" | "unreachable" | "missing") => {
    const clientId = (event as FetchEvent).clientId;
    const asker = clientId ? await worker.clients.get(clientId) : undefined;
    const windows =
      asker && asker.type === "window"
        ? [asker]
        : (await worker.clients.matchAll({ type: "window" })).filter(
            (client) => (client as WindowClient).visibilityState === "visible",
          );
    for (const client of windows) {
      client.postMessage({ type: "TOOL_FILE_UNAVAILABLE", reason, url: request.url });
    }
  };
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    await tell(worker.navigator.onLine ? "unreachable" : "offline");
    throw error;
  }
  if (response.ok) {
    // Keeping a copy is an extra: a full disk must not fail the request itself.
    await cache.put(request, response.clone()).catch(() => undefined);
  } else if (response.status === 404) {
    await tell("missing");
  }
  return response;
}

export async function writeSiteFiles(clientDir: string): Promise<void> {
  await copyFile(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(allSitePaths(), today));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());

  const plan = planOfflineFiles(clientDir);
  await writeFile(path.join(clientDir, OFFLINE_FILES_URL.slice(1)), JSON.stringify(plan.onDemand));
  const precached = new Set([...plan.precache, OFFLINE_FILES_URL.slice(1)]);
  // After the offline plan has read each page's first-load files from its links; before the
  // service worker records the pages' revisions. The policy hashes the page's final inline scripts.
  const pages = new Set([...plan.precache.filter((file) => file.endsWith(".html")), "404.html"]);
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const html = deferScriptsUntilFirstPaint(await readFile(file, "utf8"));
    await writeFile(file, withContentSecurityPolicy(html, cleanUrlOf(page)));
  }

  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: ["**/*"],
    globIgnores: ["404/index.html", "sw.js", "workbox-*.js"],
    swDest: path.join(clientDir, "sw.js"),
    // Engines can be large; the size of the precache is decided by planOfflineFiles, not here.
    maximumFileSizeToCacheInBytes: 50 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries
          .filter((e) => precached.has(e.url))
          .map((e) => ({ ...e, url: cleanUrlOf(e.url) })),
        warnings: [],
      }),
    ],
    ignoreURLParametersMatching: [/.*/],
    navigateFallback: "/404.html",
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
        handler: toolFileHandler,
      },
    ],
    // No skipWaiting: a page open during a deploy keeps the version it started with until the
    // user accepts "A new version is available" (app/lib/browser/service-worker.ts sends SKIP_WAITING).
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(
    `service worker: precaches ${count} files, ${(size / 1024).toFixed(0)} KiB; ` +
      `${plan.onDemand.files.length} tool files (${(plan.onDemand.bytes / 1024).toFixed(0)} KiB) on first use`,
  );
}
