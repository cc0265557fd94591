// The JavaScript budget of each kind of page: the gzipped scripts a page loads before any
// interaction. One definition for the browser suite, which checks every page against it in its
// page-contract visit (e2e/page-contract.spec.ts), and for bench/bundle-size.mjs, which prints the
// table and writes bench/results/bundle-size.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// React 19 + React Router are ~100 KiB gz of each page.
export const BUDGET_KIB = { home: 125, category: 125, tool: 150, notFound: 125 };

const CATEGORY_PATHS = new Set([
  "/formatters",
  "/converters",
  "/encoders-decoders",
  "/developer-tools",
  "/calculators-counters",
]);

/** "home", "category", "tool" or "notFound" (any path the site does not serve). */
export function pageKind(pagePath, { served = true } = {}) {
  if (!served) return "notFound";
  if (pagePath === "/") return "home";
  return CATEGORY_PATHS.has(pagePath) ? "category" : "tool";
}

const gzCache = new Map();
/** The gzipped size of a file the built site serves, e.g. "/assets/root-abc.js". */
export function gzippedBytes(clientDir, urlPath) {
  const file = path.join(clientDir, urlPath);
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file)).length);
  return gzCache.get(file);
}

/** KiB with one decimal, as the table and the tests print it. */
export const kib = (bytes) => +(bytes / 1024).toFixed(1);
