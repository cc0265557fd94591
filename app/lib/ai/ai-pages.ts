// Which pages offer the optional AI features, and what their Content-Security-Policy lets
// them reach: a model endpoint the user types in is unknown at build time (docs/ai.md, "CSP").

/** The three pages with an AI button; every other page may connect only to its own origin. */
export const AI_PAGE_PATHS: readonly string[] = [
  "/html-to-markdown",
  "/ai-slugifier",
  "/sitemap-generator",
];

/**
 * connect-src sources of the AI pages: a model on this machine (Ollama, LM Studio, llama.cpp…) on
 * any port, or any HTTPS service. Plain-HTTP hosts elsewhere on the network are not reachable, nor
 * is http://[::1] (CSP's host-source grammar has no IPv6 literals: Chromium drops such a source).
 */
export const AI_CONNECT_SOURCES: readonly string[] = [
  "http://localhost:*",
  "http://127.0.0.1:*",
  "https:",
];

/** Whether the CSP of `pagePath` lets the page call a user-configured model endpoint. */
export function pageCanReachModels(pagePath: string): boolean {
  const path = pagePath.length > 1 ? pagePath.replace(/\/$/, "") : pagePath;
  return AI_PAGE_PATHS.includes(path);
}

/** Whether `endpoint` is a URL the AI pages' policy allows (see AI_CONNECT_SOURCES). */
export function endpointAllowedByPolicy(endpoint: URL): boolean {
  if (endpoint.protocol === "https:") return true;
  return endpoint.protocol === "http:" && ["localhost", "127.0.0.1"].includes(endpoint.hostname);
}
