// Which built files the service worker downloads at install, and which wait until a tool uses them,
// so installing it does not download 9 MB nobody asked for. Precached: every page's HTML and .data
// file, the stylesheet, every page's first-load JavaScript (what its HTML preloads and imports),
// the shell's own lazy parts (search, toasts, shortcuts) and the small site files. Everything else
// under /assets/ (engines, editor, map data, workers) is listed in offline-files.json with its
// size, so the page can offer "Make all tools available offline" and show the download before it
// starts.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { OfflineFile, OfflineFileList } from "../app/lib/browser/offline";

/**
 * Lazy chunks of the page frame itself, wanted on every page (matched by their source name), and
 * the Output panel's "Then…" button, which the 23 tools that are chain steps fetch as soon as they
 * have hydrated: a visit that used nothing must not leave a tool file behind.
 */
export const SHELL_LAZY_CHUNKS = [
  "use-tool-search",
  "search",
  "Toaster",
  "ShortcutsDialog",
  "service-worker",
  "OfflineDownload",
  "ThenButton",
];

/** Root-level files that are not pages and are not needed offline. */
const NOT_OFFLINE = new Set(["sw.js", "sitemap.xml", "robots.txt", "__spa-fallback.html"]);

/** Asset URLs ("/assets/x.js") a page's HTML loads before any interaction. */
export function firstLoadAssetsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const link of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]*)"/.exec(link[0])?.[1];
    const href = /\bhref="(\/assets\/[^"]+)"/.exec(link[0])?.[1];
    if (href && (rel === "modulepreload" || rel === "stylesheet")) urls.add(href);
  }
  for (const script of html.matchAll(/<script\b[^>]*>([^<]*)<\/script>/g)) {
    const src = /\bsrc="(\/assets\/[^"]+)"/.exec(script[0])?.[1];
    if (src) urls.add(src);
    // React Router's inline module script: import "/assets/manifest-….js"; import("/assets/entry.client-….js")
    for (const imported of script[1].matchAll(/import\s*(?:\(\s*)?"(\/assets\/[^"]+)"/g)) {
      urls.add(imported[1]);
    }
  }
  return [...urls];
}

/** Sibling chunk names a built chunk imports statically (`from"./x.js"`, `import"./x.js"`). */
export function staticImportsOf(chunkSource: string): string[] {
  const names = new Set<string>();
  for (const m of chunkSource.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+)["'`]/g)) {
    names.add(m[1]);
  }
  return [...names];
}

/**
 * Every sibling asset a built file names: static and dynamic imports, workers and data files
 * (`"./x.js"`, `` `./x.js` ``, `"/assets/x.worker.js"`); names that are not built files are dropped
 * by the caller.
 */
export function referencedAssetsOf(chunkSource: string): string[] {
  const names = new Set<string>();
  for (const m of chunkSource.matchAll(/["'`](?:\.\/|\/assets\/)([\w.-]+)["'`]/g)) names.add(m[1]);
  return [...names];
}

/** "search-D78YcCwk.js" → "search": the source name Vite put before the hash. */
export function chunkSourceName(fileName: string): string {
  return fileName.replace(/-[\w-]{8}\.\w+$/, "");
}

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory()
      ? filesUnder(path.join(dir, name), relative)
      : [relative];
  });
}

export interface OfflinePlan {
  /** Paths relative to the client folder ("json-formatter/index.html", "assets/root-….js"). */
  precache: string[];
  /** The rest, fetched on first use or by "Make all tools available offline". */
  onDemand: OfflineFileList;
}

export function planOfflineFiles(clientDir: string): OfflinePlan {
  const all = filesUnder(clientDir).filter((file) => !file.startsWith("404/"));
  const assets = all.filter((file) => file.startsWith("assets/"));
  const siteFiles = all.filter((file) => !file.startsWith("assets/") && !NOT_OFFLINE.has(file));
  const precachedAssets = new Set<string>();

  const addWithImports = (assetFile: string) => {
    if (precachedAssets.has(assetFile)) return;
    precachedAssets.add(assetFile);
    if (!assetFile.endsWith(".js")) return;
    const source = readFileSync(path.join(clientDir, assetFile), "utf8");
    for (const name of staticImportsOf(source)) addWithImports(`assets/${name}`);
  };
  for (const html of siteFiles.filter((file) => file.endsWith(".html"))) {
    for (const url of firstLoadAssetsOf(readFileSync(path.join(clientDir, html), "utf8"))) {
      addWithImports(url.slice(1));
    }
  }
  for (const asset of assets) {
    if (SHELL_LAZY_CHUNKS.includes(chunkSourceName(path.basename(asset)))) addWithImports(asset);
  }

  const assetNames = new Set(assets.map((file) => path.basename(file)));
  const onDemandFiles = assets
    .filter((file) => !precachedAssets.has(file))
    .map((file) => {
      const content = readFileSync(path.join(clientDir, file));
      const entry: OfflineFile = {
        url: `/${file}`,
        bytes: content.length,
        gzipBytes: gzipSync(content).length,
      };
      if (file.endsWith(".js")) {
        const uses = referencedAssetsOf(content.toString("utf8"))
          .filter((name) => assetNames.has(name) && !precachedAssets.has(`assets/${name}`))
          .map((name) => `/assets/${name}`);
        if (uses.length > 0) entry.uses = uses;
      }
      return entry;
    })
    .sort((a, b) => a.url.localeCompare(b.url));
  return {
    precache: [...siteFiles, ...[...precachedAssets].sort()],
    onDemand: {
      files: onDemandFiles,
      bytes: onDemandFiles.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: onDemandFiles.reduce((sum, file) => sum + file.gzipBytes, 0),
    },
  };
}
