// "Suggest missing paths": the paths of the list go to the user's own model, which
// proposes pages a site of that kind usually has; its answer is read into new, well-formed paths
// that the user then ticks to add. Only paths are sent: never the base URL or the fields.
import { answerLines, type ChatMessage } from "~/lib/ai/chat-request";
import { readSitemapXml } from "./sitemap-import";
import { looksLikeXml, readUrlList } from "./sitemap-list";

/** At most this many listed paths, and this many characters of them, are sent. */
export const MAX_SENT_PATHS = 300;
export const SENT_PATHS_MAX_CHARS = 8_000;
export const MAX_PATH_SUGGESTIONS = 12;

const PLACEHOLDER_ORIGIN = "https://site.invalid";
/** What a suggested path may hold: RFC 3986 path characters, no query or fragment. */
const PATH_CHARS = /^\/[\w\-.~/%!$&'()*+,;=:@]*$/;

function pathOf(input: string): string | null {
  try {
    const url = new URL(input, PLACEHOLDER_ORIGIN);
    return url.protocol === "http:" || url.protocol === "https:" ? url.pathname : null;
  } catch {
    return null;
  }
}

/** The distinct paths of the list (URLs, paths, or a pasted sitemap), in order. */
export function listedPaths(text: string): string[] {
  const listed = looksLikeXml(text) ? readSitemapXml(text) : readUrlList(text);
  const paths = new Set<string>();
  for (const { input } of listed) {
    const path = pathOf(input);
    if (path) paths.add(path);
  }
  return [...paths];
}

/** The paths sent: the first MAX_SENT_PATHS that fit in SENT_PATHS_MAX_CHARS. */
export function pathsToSend(paths: readonly string[]): string[] {
  const sent: string[] = [];
  let chars = 0;
  for (const path of paths.slice(0, MAX_SENT_PATHS)) {
    if (chars + path.length + 1 > SENT_PATHS_MAX_CHARS) break;
    sent.push(path);
    chars += path.length + 1;
  }
  return sent;
}

export function pathSuggestionMessages(paths: readonly string[]): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You review website structures. Answer with URL paths only, one per line, each starting with /, and nothing else.",
    },
    {
      role: "user",
      content: `These are the pages of a website:\n${paths.join("\n")}\n\nFrom them, tell what kind of site this is and list up to 10 paths of pages such a site usually has that are missing from the list (for example /privacy, /pricing, /faq). Answer with the paths only.`,
    },
  ];
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/** The answer's paths that are well-formed and not listed yet (with or without a final slash). */
export function suggestedPaths(answer: string, listed: readonly string[]): string[] {
  const known = new Set(listed.map(withoutSlash));
  const found: string[] = [];
  for (const line of answerLines(answer)) {
    const token = line.split(/\s/)[0];
    const path = token.startsWith("/") ? token : pathOf(token.includes("://") ? token : "");
    if (!path || !PATH_CHARS.test(path) || path.includes("//")) continue;
    const key = withoutSlash(path);
    if (known.has(key)) continue;
    known.add(key);
    found.push(path);
    if (found.length === MAX_PATH_SUGGESTIONS) break;
  }
  return found;
}

/** The list with `paths` appended, one per line. */
export function withAddedPaths(text: string, paths: readonly string[]): string {
  if (paths.length === 0) return text;
  const separator = text === "" || text.endsWith("\n") ? "" : "\n";
  return `${text}${separator}${paths.join("\n")}`;
}
