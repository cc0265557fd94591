// The Content-Security-Policy of every prerendered page, as a <meta> tag written at build time.
// Scripts run only from this origin or when they are one of the page's own inline scripts (by
// SHA-256 hash: React Router's context and data, React's streaming helpers, the theme boot script
// and the deferred start); no 'unsafe-inline' or 'unsafe-eval' for scripts, and 'wasm-unsafe-eval'
// so the WebAssembly modules (SHA-256, hash-wasm) may compile. Styles allow inline because
// CodeMirror injects <style> elements and React writes style attributes.
// What a meta tag cannot carry (frame-ancestors, nosniff, referrer policy) the host adds as headers:
// see the README's nginx example.
import { createHash } from "node:crypto";
import { AI_CONNECT_SOURCES, pageCanReachModels } from "../app/lib/ai/ai-pages";
import { COINGECKO, FRANKFURTER } from "../app/lib/market-data/market-data-sources";
import { startDataOf } from "./deferred-start";

/** Origins a page may fetch from besides its own, by path (the market-data tools, when built). */
export const CONNECT_ORIGINS_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  "/currency-converter": [FRANKFURTER.origin],
  "/crypto-price-tracker": [COINGECKO.origin],
};

/**
 * connect-src of a page: its own origin, its market-data source, and on the three AI pages the
 * user's own model wherever it can be (this machine on any port, or any HTTPS host), because the
 * endpoint is typed in at run time. The page asks before the first request to each host
 * (docs/decisions.md, "AI pages' connect-src").
 */
export function connectSources(pagePath: string): string[] {
  return [
    "'self'",
    ...(CONNECT_ORIGINS_BY_PATH[pagePath] ?? []),
    ...(pageCanReachModels(pagePath) ? AI_CONNECT_SOURCES : []),
  ];
}

/**
 * Pages whose sandboxed preview may show remote images when the user turns on "Load remote images
 * in the preview" (off by default). A srcdoc frame inherits this page policy, so it must allow
 * https: images here; the preview's own policy allows them only while the option is on.
 */
export const REMOTE_IMAGE_PREVIEW_PATHS: ReadonlySet<string> = new Set([
  "/markdown-to-html",
  "/html-to-markdown",
  "/xslt-transformer",
]);

/**
 * Pages that play a file the user chose (a blob: URL of it, made on the device): media-src allows
 * blob: there only; elsewhere media falls under default-src 'self'.
 */
export const MEDIA_PLAYING_PATHS: ReadonlySet<string> = new Set(["/audio-converter"]);

// Inline scripts that run: no src, and no data type (a JSON block runs nothing).
const INLINE_SCRIPT =
  /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** The CSP source for a script text: 'sha256-…' of its UTF-8 bytes. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The policy for a page whose inline scripts are `inlineScripts`. */
export function contentSecurityPolicy(inlineScripts: readonly string[], pagePath: string): string {
  const hashes = [...new Set(inlineScripts.map(scriptHashSource))].sort();
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${REMOTE_IMAGE_PREVIEW_PATHS.has(pagePath) ? " https:" : ""}`,
    "font-src 'self'",
    ...(MEDIA_PLAYING_PATHS.has(pagePath) ? ["media-src 'self' blob:"] : []),
    `connect-src ${connectSources(pagePath).join(" ")}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * `html` with its policy at the top of <head>, so it governs every script after it; a policy
 * already there is replaced (a page changed after the build, as the deploy test does, gets the
 * hashes of its new scripts). The module script the deferred start creates is allowed by hash too.
 */
export function withContentSecurityPolicy(html: string, pagePath: string): string {
  const page = html.replace(POLICY_META, "");
  const inline = [...page.matchAll(INLINE_SCRIPT)].map((match) => match[1]);
  const started = startDataOf(page)?.module;
  const policy = contentSecurityPolicy(started ? [...inline, started] : inline, pagePath);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // Right after the charset declaration (which must come first), before any script.
  const charset = '<meta charSet="utf-8"/>';
  const anchor = page.includes(charset) ? charset : "<head>";
  if (!page.includes(anchor)) throw new Error("A page without <head> cannot carry its policy");
  return page.replace(anchor, () => `${anchor}${meta}`);
}
