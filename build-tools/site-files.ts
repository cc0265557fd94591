// Files written after the pages are prerendered (react-router.config.ts buildEnd): 404.html,
// sitemap.xml and robots.txt from the catalogue, and the offline service worker over the result.
import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateSW } from "workbox-build";
import { allSitePaths } from "../app/catalogue";
import { SITE_ORIGIN, absoluteUrl } from "../app/site";

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

export async function writeSiteFiles(clientDir: string): Promise<void> {
  await copyFile(path.join(clientDir, "404", "index.html"), path.join(clientDir, "404.html"));
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(allSitePaths(), today));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());

  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: ["**/*.{html,js,css,svg,png,webmanifest,woff2,wasm,json}"],
    globIgnores: ["404/index.html", "sw.js", "workbox-*.js"],
    swDest: path.join(clientDir, "sw.js"),
    // No chunk may be skipped, or a tool would break offline (heavy libraries are chunks too).
    maximumFileSizeToCacheInBytes: 50 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => ({ ...e, url: cleanUrlOf(e.url) })),
        warnings: [],
      }),
    ],
    ignoreURLParametersMatching: [/.*/],
    navigateFallback: "/404.html",
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
}
