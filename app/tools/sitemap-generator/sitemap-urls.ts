// Normalises one sitemap URL: resolved against the base URL with the browser's WHATWG URL, fragment
// dropped, trailing slash by policy, kept only on the base URL's site; each refusal has its reason.
import { ToolError } from "~/lib/tool-error";
import type { SlashPolicy } from "./sitemap-options";
import { groupedCount } from "~/lib/number/count-text";

export { SLASH_POLICIES, type SlashPolicy } from "./sitemap-options";

/** sitemap.xsd's length limits of <loc>. */
export const MAX_LOC_LENGTH = 2048;
export const MIN_LOC_LENGTH = 12;

export const NO_BASE_MESSAGE =
  "Give the base URL of the site (such as https://example.com/): paths are resolved against it.";

export function parseBase(base: string): URL {
  const text = base.trim();
  if (text === "") throw new ToolError(NO_BASE_MESSAGE);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ToolError(
      `The base URL "${text}" is not a valid URL: write it with its scheme, such as https://example.com/.`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ToolError(`The base URL must start with http:// or https:// (not ${url.protocol}).`);
  }
  return url;
}

/** Last path segment holds a dot (page.html, file.pdf): a file, which gets no slash added. */
function looksLikeFile(pathname: string): boolean {
  return pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

function applySlashPolicy(url: URL, policy: SlashPolicy): void {
  const path = url.pathname;
  if (policy === "add" && !path.endsWith("/") && !looksLikeFile(path)) url.pathname = `${path}/`;
  if (policy === "remove" && path.length > 1 && path.endsWith("/")) {
    let end = path.length;
    while (end > 1 && path[end - 1] === "/") end--;
    url.pathname = path.slice(0, end);
  }
}

// What RFC 3986 allows after the host (unreserved, sub-delims, ":", "@", "/", "?" and "%" with two
// hex digits). WHATWG URL leaves a few other characters as they are (| ^ ` { } [ ] and a "%" that
// starts no escape, in paths), which strict validators such as libxml2's anyURI refuse.
const URI_CHARACTER = /[A-Za-z0-9\-._~:/?@!$&'()*+,;=]/;
const URI_REST = /^(?:[A-Za-z0-9\-._~:/?@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const HEX = /^[0-9A-Fa-f]{2}$/;

function strictUri(rest: string): string {
  if (URI_REST.test(rest)) return rest;
  let out = "";
  for (let i = 0; i < rest.length; i++) {
    const char = rest[i];
    if (URI_CHARACTER.test(char) || (char === "%" && HEX.test(rest.slice(i + 1, i + 3)))) {
      out += char;
    } else {
      // WHATWG URL has already percent-encoded everything outside ASCII.
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** `path` is the path and query, what a pattern starting with "/" is matched against. */
export type NormalisedUrl = { href: string; path: string } | { reason: string };

export function normaliseUrl(input: string, base: URL, slash: SlashPolicy): NormalisedUrl {
  if (input === "") return { reason: "No URL on this line." };
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return { reason: "Not a valid URL or path." };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { reason: `Only http and https pages go in a sitemap (this is ${url.protocol}).` };
  }
  if (url.host !== base.host) {
    return {
      reason: `Another site (${url.host}): a sitemap lists pages of one site, here ${base.host}.`,
    };
  }
  if (url.protocol !== base.protocol) {
    return {
      reason: `Uses ${url.protocol} while the base URL uses ${base.protocol}: a sitemap's URLs share its protocol.`,
    };
  }
  if (url.username !== "" || url.password !== "") {
    return { reason: "A URL with a user name or password does not belong in a sitemap." };
  }
  url.hash = "";
  applySlashPolicy(url, slash);
  const path = strictUri(url.pathname + url.search);
  const href = url.origin + path;
  if (href.length > MAX_LOC_LENGTH) {
    return {
      reason: `Longer than ${groupedCount(MAX_LOC_LENGTH)} characters, the sitemap limit.`,
    };
  }
  if (href.length < MIN_LOC_LENGTH) {
    return { reason: `Shorter than ${MIN_LOC_LENGTH} characters, the sitemap schema's minimum.` };
  }
  return { href, path };
}
