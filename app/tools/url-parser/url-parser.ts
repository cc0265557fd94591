// WHATWG URL parsing (the browser's own URL) into named parts, with the query as a table and
// the host's Unicode form; edits rebuild the URL; many URLs at once for a CSV.
import { ToolError } from "~/lib/tool-error";
import { hostToUnicode } from "./punycode";
import { badBaseMessage, invalidReason, refusedByStandard } from "./url-reasons";

export interface QueryParam {
  /** Decoded as application/x-www-form-urlencoded ("+" is a space), as URLSearchParams reads it. */
  key: string;
  value: string;
  /** The segment between "&"s exactly as it is written in the URL. */
  raw: string;
}

export interface PathSegment {
  raw: string;
  decoded: string;
}

export interface UrlParts {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  /** ASCII (Punycode) form, as URL gives it. */
  hostname: string;
  /** The same host with each "xn--" label decoded. */
  hostnameUnicode: string;
  port: string;
  /** The scheme's default port ("443" for https:), or "" when it has none. */
  defaultPort: string;
  pathname: string;
  /** Null for an opaque path (mailto:, data:), which has no segments. */
  pathSegments: PathSegment[] | null;
  search: string;
  query: QueryParam[];
  hash: string;
  /** When `query` holds only the first TABLE_ROW_LIMIT parameters (parseUrlForPage): how many there are. */
  queryCount?: number;
  /** The same for `pathSegments`. */
  pathSegmentCount?: number;
}

/**
 * A URL can carry tens of thousands of parameters or path segments (a pasted 1 MB URL): drawing a
 * field or a row for each would hold the page for seconds. Past these counts the page shows the
 * first ones and says so; the URL itself stays whole and editable as text.
 */
export const EDITABLE_QUERY_LIMIT = 200;
export const TABLE_ROW_LIMIT = 1_000;

const DEFAULT_PORTS: Record<string, string> = {
  "ftp:": "21",
  "http:": "80",
  "https:": "443",
  "ws:": "80",
  "wss:": "443",
};

/** Parts that have a setter and can be edited in place. */
export type EditablePart =
  "protocol" | "username" | "password" | "hostname" | "port" | "pathname" | "search" | "hash";

/** Percent-decoded as UTF-8, or the text unchanged when it holds a bad escape. */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The segments of a query ("?" left off) in order, repeated keys kept, as URLSearchParams decodes them. */
export function queryParams(search: string): QueryParam[] {
  const text = search.startsWith("?") ? search.slice(1) : search;
  if (text === "") return [];
  const params: QueryParam[] = [];
  for (const raw of text.split("&")) {
    if (raw === "") continue; // URLSearchParams skips empty segments too
    // The "&" stops URLSearchParams from dropping a leading "?" of the segment.
    const [entry] = new URLSearchParams(`&${raw}`);
    params.push({ key: entry[0], value: entry[1], raw });
  }
  return params;
}

/** Parses `input`, relative to `base` when `base` is not empty; throws ToolError with the reason. */
export function resolveUrl(input: string, base = ""): URL {
  const hasBase = base.trim() !== "";
  if (hasBase && !URL.canParse(base)) throw new ToolError(badBaseMessage(invalidReason(base)));
  let url: URL;
  try {
    url = hasBase ? new URL(input, base) : new URL(input);
  } catch {
    throw new ToolError(invalidReason(input, base));
  }
  if (refusedByStandard(url)) throw new ToolError(invalidReason(input, base));
  return url;
}

export function urlParts(url: URL): UrlParts {
  const opaque = !url.pathname.startsWith("/");
  return {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    username: url.username,
    password: url.password,
    host: url.host,
    hostname: url.hostname,
    hostnameUnicode: hostToUnicode(url.hostname),
    port: url.port,
    defaultPort: DEFAULT_PORTS[url.protocol] ?? "",
    pathname: url.pathname,
    pathSegments: opaque
      ? null
      : url.pathname
          .slice(1)
          .split("/")
          .map((raw) => ({ raw, decoded: percentDecoded(raw) })),
    search: url.search,
    query: queryParams(url.search),
    hash: url.hash,
  };
}

export interface ParseJob {
  input: string;
  base: string;
}

export function parseUrl({ input, base }: ParseJob): UrlParts {
  return urlParts(resolveUrl(input, base));
}

/** What the page shows of one URL: its parts, and the JSON that Copy and Download take. */
export interface ParsedUrl {
  parts: UrlParts;
  json: string;
}

/** The page's single-URL job: live for a short URL, in the worker for a long one; "" → null. */
export function parseUrlForPage(job: ParseJob): ParsedUrl | null {
  if (job.input.trim() === "") return null;
  const parts = parseUrl(job);
  // A URL of thousands of parameters is written without indentation: 35 % less JSON to copy from
  // the worker to the page (7 MB indented for 50,000).
  const json = partsJson(parts, parts.query.length > TABLE_ROW_LIMIT ? 0 : 2);
  // Past what the page can edit, it lists only the first rows: the rest stays out of the worker's
  // message, whose 50,000 parameters took 200 ms to copy onto the main thread.
  if (parts.query.length > EDITABLE_QUERY_LIMIT && parts.query.length > TABLE_ROW_LIMIT) {
    parts.queryCount = parts.query.length;
    parts.query = parts.query.slice(0, TABLE_ROW_LIMIT);
  }
  if (parts.pathSegments && parts.pathSegments.length > TABLE_ROW_LIMIT) {
    parts.pathSegmentCount = parts.pathSegments.length;
    parts.pathSegments = parts.pathSegments.slice(0, TABLE_ROW_LIMIT);
  }
  return { parts, json };
}

/** The URL with one part set as URL's setters do (an invalid value leaves the part unchanged). */
export function withPart(href: string, part: EditablePart, value: string): string {
  const url = new URL(href);
  url[part] = value;
  return url.href;
}

/** The URL with its host set from a Unicode (or ASCII) name: URL writes it as Punycode. */
export function withHostname(href: string, hostname: string): string {
  return withPart(href, "hostname", hostname);
}

/** One query row as the user edits it: decoded key and value, and the segment it came from. */
export interface QueryRow extends Record<string, string> {
  key: string;
  value: string;
  /** The original segment ("" for a new row): kept as written while key and value are unchanged. */
  raw: string;
}

function formEncoded(key: string, value: string): string {
  return new URLSearchParams([[key, value]]).toString();
}

/** The query string ("?" included, or "" for none) for these rows, in their order. */
export function queryFromRows(rows: readonly QueryRow[]): string {
  const segments = rows.map((row) => {
    if (row.raw !== "") {
      const [decoded] = queryParams(row.raw);
      if (decoded && decoded.key === row.key && decoded.value === row.value) return row.raw;
    }
    return formEncoded(row.key, row.value);
  });
  return segments.length === 0 ? "" : `?${segments.join("&")}`;
}

/** The URL with its query replaced by these rows; the fragment and everything else stay. */
export function withQueryRows(href: string, rows: readonly QueryRow[]): string {
  const url = new URL(href);
  url.search = queryFromRows(rows);
  return url.href;
}

export function queryRows(parts: UrlParts): QueryRow[] {
  return parts.query.map(({ key, value, raw }) => ({ key, value, raw }));
}

/** The parts as JSON, the single-URL output that Copy and Download take. */
export function partsJson(parts: UrlParts, indent = 2): string {
  return JSON.stringify(
    {
      ...parts,
      query: parts.query.map(({ key, value, raw }) => ({ key, value, raw })),
    },
    null,
    indent,
  );
}
