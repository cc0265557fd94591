// A small static server that behaves like a real static host (TOOLCHAIN.md): /x serves
// x/index.html, /x/ redirects to /x, unknown paths get 404.html with status 404, text is gzipped.
// Used by `npm start` and the browser tests. Usage: node scripts/serve.mjs [--port 4173] [--dir build/client]
// [--inject-script file]: the cross-engine tests' probe, served at /__injected.js and loaded first in
// every page (WebKit's WebDriver cannot add a script before a page's own, nor read its console).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option("--port", process.env.PORT ?? 4173));
const root = path.resolve(option("--dir", `${process.env.BUILD_DIR ?? "build"}/client`));
const injectedScript = option("--inject-script", null);
const INJECTED_PATH = "/__injected.js";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".xml",
  ".txt",
]);

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** The file for a URL path, or null: exact file, else the directory's index.html. */
export function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const direct = path.join(root, clean);
  if (!direct.startsWith(root)) return null;
  if (isFile(direct)) return direct;
  const index = path.join(direct, "index.html");
  return isFile(index) ? index : null;
}

/**
 * Each text file is gzipped once and kept, as a real host (a CDN, or files compressed at deploy)
 * does: compressing on every request would take the CPU that the page being measured needs, on a
 * 2-core machine where Lighthouse counts every delayed task.
 */
const gzipped = new Map();
function gzippedFile(file) {
  const { mtimeMs, size } = statSync(file);
  const cached = gzipped.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, { mtimeMs, size, body });
  return body;
}

/** A page with the injected script first in its head (same origin, so the CSP's 'self' allows it). */
function sendWithInjectedScript(req, res, file, status) {
  const html = readFileSync(file, "utf8").replace(
    "<head>",
    `<head><script src="${INJECTED_PATH}"></script>`,
  );
  res.writeHead(status, { "Content-Type": TYPES[".html"], "Cache-Control": "no-cache" });
  res.end(req.method === "HEAD" ? undefined : html);
}

function send(req, res, file, status) {
  const ext = path.extname(file);
  if (injectedScript && ext === ".html") return sendWithInjectedScript(req, res, file, status);
  const headers = { "Content-Type": TYPES[ext] ?? "application/octet-stream" };
  // Hashed assets never change; pages and the service worker must be revalidated.
  headers["Cache-Control"] = req.url.startsWith("/assets/")
    ? "public, max-age=31536000, immutable"
    : "no-cache";
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? gzippedFile(file) : null;
  if (body) {
    headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = body.length;
  }
  res.writeHead(status, headers);
  if (req.method === "HEAD") return res.end();
  if (body) return res.end(body);
  createReadStream(file).pipe(res);
}

/** The text without leading and trailing slashes (a loop: /\/+$/ backtracks on "/////…/a"). */
function trimSlashes(text) {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "/") start++;
  while (end > start && text[end - 1] === "/") end--;
  return text.slice(start, end);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    // One leading slash only: "//host" in a Location is another site ("/.//evil.example/" would
    // otherwise redirect there).
    const target = "/" + trimSlashes(url.pathname);
    res.writeHead(301, { Location: target + url.search });
    return res.end();
  }
  let file;
  if (injectedScript && url.pathname === INJECTED_PATH) return send(req, res, injectedScript, 200);
  try {
    file = resolveFile(url.pathname);
  } catch {
    file = null; // malformed percent-encoding in the path: a plain 404
  }
  if (file) return send(req, res, file, 200);
  const notFound = path.join(root, "404.html");
  if (isFile(notFound)) return send(req, res, notFound, 404);
  res.writeHead(404, { "Content-Type": "text/plain" });
  res.end("Not found");
});

server.listen(port, "127.0.0.1", () => {
  // The port actually bound, so `--port 0` (any free port, used by the tests) can be found.
  console.log(`Serving ${root} at http://localhost:${server.address().port}`);
});
