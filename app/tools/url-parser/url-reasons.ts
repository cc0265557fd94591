// Why a URL failed to parse: the browser's URL throws a TypeError without detail, so these
// linear checks name the common mistakes (no scheme, bad port, bad host) in plain words.

import { MAX_LABEL_LENGTH, decodePunycode } from "./punycode";

export const NOT_VALID_MESSAGE = "Not a valid URL.";
export const EMPTY_MESSAGE = "The URL is empty.";
export const missingSchemeMessage = (input: string) =>
  `"${input}" has no scheme (such as https:) at the start: add one, or give a base URL to resolve it as a relative URL.`;
export const badBaseMessage = (reason: string) => `The base URL is not valid: ${reason}`;
export const OPAQUE_BASE_MESSAGE =
  "A relative URL cannot be resolved against this base URL: its path is opaque (like mailto: or data:).";
export const EMPTY_HOST_MESSAGE = "The host is empty: this scheme needs a host name after //.";
export const CREDENTIALS_WITHOUT_HOST_MESSAGE =
  "There is a user name or password (before @) but no host after it.";
export const portNotNumberMessage = (port: string) => `The port "${port}" is not a number.`;
export const portOutOfRangeMessage = (port: string) =>
  `The port ${port} is out of range: ports go from 0 to 65535.`;
export const FILE_PORT_MESSAGE = "A file: URL cannot have a port.";
export const hostSpaceMessage = (host: string) => `The host "${host}" contains a space.`;
export const forbiddenHostCharMessage = (host: string, char: string) =>
  `The host "${host}" contains the forbidden character ${describeChar(char)}.`;
export const UNCLOSED_IPV6_MESSAGE = "The IPv6 address is missing its closing bracket ].";
export const badIpv6Message = (address: string) => `"${address}" is not a valid IPv6 address.`;
export const badIpv4Message = (host: string) =>
  `The host "${host}" ends in a number, so it must be an IPv4 address (such as 192.168.0.1), and it is not one.`;
export const badPunycodeMessage = (label: string) =>
  `The host label "${label}" is not valid Punycode.`;
export const badIdnMessage = (host: string) =>
  `The host "${host}" is not a valid international domain name.`;

const SPECIAL_SCHEMES = new Set(["http", "https", "ws", "wss", "ftp", "file"]);
/** Forbidden host code points of the URL Standard, besides C0 controls, space and DEL. */
const FORBIDDEN_HOST_CHARS = "#/:<>?@[\\]^|";

function describeChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x20 || code === 0x7f)
    return `U+${code.toString(16).toUpperCase().padStart(4, "0")} (a control character)`;
  return `"${char}"`;
}

const isC0OrSpace = (code: number) => code <= 0x20;
const isAsciiAlpha = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isHexDigit = (code: number) =>
  isDigit(code) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);

/**
 * Whether the standard refuses a URL that this engine's URL accepted: Chromium lets a space
 * through in a host (as %20) and keeps "xn--" labels that are not Punycode; the standard refuses
 * both (a domain may not hold "%", and each "xn--" label must decode).
 */
export function refusedByStandard(url: Pick<URL, "protocol" | "hostname">): boolean {
  if (!SPECIAL_SCHEMES.has(url.protocol.slice(0, -1))) return false;
  const host = url.hostname;
  if (host.startsWith("[")) return false;
  if (host.includes("%")) return true;
  return host
    .split(".")
    .some(
      (label) =>
        label.length >= 4 &&
        label.slice(0, 4).toLowerCase() === "xn--" &&
        decodePunycode(label.slice(4)) === null,
    );
}

/** What the parser sees: leading and trailing C0 controls and spaces cut, tabs and newlines removed. */
export function cleanInput(input: string): string {
  let start = 0;
  let end = input.length;
  while (start < end && isC0OrSpace(input.charCodeAt(start))) start++;
  while (end > start && isC0OrSpace(input.charCodeAt(end - 1))) end--;
  let out = "";
  for (let i = start; i < end; i++) {
    const code = input.charCodeAt(i);
    if (code !== 0x09 && code !== 0x0a && code !== 0x0d) out += input[i];
  }
  return out;
}

/** The scheme (lower-cased, without ":") at the start, or null when there is none. */
export function schemeOf(text: string): string | null {
  if (text.length === 0 || !isAsciiAlpha(text.charCodeAt(0))) return null;
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x3a) return text.slice(0, i).toLowerCase();
    const ok =
      isAsciiAlpha(code) || isDigit(code) || code === 0x2b || code === 0x2d || code === 0x2e;
    if (!ok) return null;
  }
  return null;
}

function canParse(input: string, base?: string): boolean {
  try {
    new URL(input, base);
    return true;
  } catch {
    return false;
  }
}

function portReason(port: string, scheme: string): string | null {
  if (port === "") return null;
  if (scheme === "file") return FILE_PORT_MESSAGE;
  for (let i = 0; i < port.length; i++)
    if (!isDigit(port.charCodeAt(i))) return portNotNumberMessage(port);
  let digits = 0;
  while (digits < port.length - 1 && port[digits] === "0") digits++;
  const significant = port.slice(digits);
  if (significant.length > 5 || Number(significant) > 65535) return portOutOfRangeMessage(port);
  return null;
}

function ipv4Reason(host: string): string | null {
  const labels = host.split(".");
  if (labels.length > 1 && labels[labels.length - 1] === "") labels.pop();
  const last = labels[labels.length - 1];
  const numeric = (label: string) => {
    if (label === "") return false;
    const hex = label.length >= 2 && label[0] === "0" && (label[1] === "x" || label[1] === "X");
    for (let i = hex ? 2 : 0; i < label.length; i++) {
      const code = label.charCodeAt(i);
      if (!(hex ? isHexDigit(code) : isDigit(code))) return false;
    }
    return true;
  };
  if (!numeric(last)) return null;
  if (labels.length > 4 || !labels.every(numeric)) return badIpv4Message(host);
  return canParse(`http://${host}/`) ? null : badIpv4Message(host);
}

function hostReason(host: string, special: boolean): string | null {
  let ascii = true;
  for (let i = 0; i < host.length; i++) {
    const char = host[i];
    const code = host.charCodeAt(i);
    if (code === 0x20) return hostSpaceMessage(host);
    if (code < 0x20 || code === 0x7f || FORBIDDEN_HOST_CHARS.includes(char))
      return forbiddenHostCharMessage(host, char);
    if (code === 0x25 && special) {
      const valid = isHexDigit(host.charCodeAt(i + 1)) && isHexDigit(host.charCodeAt(i + 2));
      if (!valid) return forbiddenHostCharMessage(host, char);
    }
    if (code >= 0x80) ascii = false;
  }
  if (!special) return null;
  for (const label of host.split(".")) {
    const xn = label.length >= 4 && label.slice(0, 4).toLowerCase() === "xn--";
    const checkable = label.length - 4 <= MAX_LABEL_LENGTH;
    if (xn && checkable && decodePunycode(label.slice(4)) === null)
      return badPunycodeMessage(label);
  }
  const ipv4 = ipv4Reason(host);
  if (ipv4) return ipv4;
  if (!ascii && !canParse(`http://${host}/`)) return badIdnMessage(host);
  return null;
}

/** Checks the authority (after "//") that starts `rest`: credentials, host and port. */
function authorityReason(rest: string, scheme: string): string | null {
  const special = SPECIAL_SCHEMES.has(scheme);
  let end = 0;
  while (end < rest.length) {
    const char = rest[end];
    if (char === "/" || char === "?" || char === "#" || (special && char === "\\")) break;
    end++;
  }
  const authority = rest.slice(0, end);
  const at = authority.lastIndexOf("@");
  const hostPort = authority.slice(at + 1);
  if (hostPort === "" && scheme !== "file") {
    if (at >= 0) return CREDENTIALS_WITHOUT_HOST_MESSAGE;
    return special ? EMPTY_HOST_MESSAGE : null;
  }
  if (hostPort.startsWith("[")) {
    const close = hostPort.indexOf("]");
    if (close < 0) return UNCLOSED_IPV6_MESSAGE;
    const address = hostPort.slice(1, close);
    if (!canParse(`http://[${address}]/`)) return badIpv6Message(address);
    const after = hostPort.slice(close + 1);
    if (after === "") return null;
    if (after[0] !== ":") return forbiddenHostCharMessage(hostPort, after[0]);
    return portReason(after.slice(1), scheme);
  }
  const colon = hostPort.indexOf(":");
  const host = colon < 0 ? hostPort : hostPort.slice(0, colon);
  if (host === "" && special && scheme !== "file") return EMPTY_HOST_MESSAGE;
  const hostProblem = hostReason(host, special);
  if (hostProblem) return hostProblem;
  return colon < 0 ? null : portReason(hostPort.slice(colon + 1), scheme);
}

/** The part after the scheme's ":" (or of a relative URL) that starts an authority, or null. */
function authorityStart(rest: string, scheme: string, relative: boolean): string | null {
  const special = SPECIAL_SCHEMES.has(scheme);
  const slash = (char: string | undefined) => char === "/" || (special && char === "\\");
  let slashes = 0;
  while (slash(rest[slashes])) slashes++;
  // "http:example.com" and "http:/example.com" mean "http://example.com" unless a base of the
  // same scheme makes them relative.
  if (special && scheme !== "file" && !relative) return rest.slice(slashes);
  if (slashes >= 2) return rest.slice(special && scheme !== "file" ? slashes : 2);
  return null;
}

/**
 * The reason `input` (resolved against `base` when it is not empty) is not a valid URL, or
 * NOT_VALID_MESSAGE when none of the checks finds it. Call it only after URL has refused.
 */
export function invalidReason(input: string, base = ""): string {
  const text = cleanInput(input);
  const scheme = schemeOf(text);
  if (scheme === null) {
    if (base.trim() === "") return text === "" ? EMPTY_MESSAGE : missingSchemeMessage(text);
    if (!canParse(base)) return badBaseMessage(invalidReason(base));
    const baseUrl = new URL(base);
    const baseScheme = baseUrl.protocol.slice(0, -1);
    const special = SPECIAL_SCHEMES.has(baseScheme);
    const authority = authorityStart(text, baseScheme, true);
    if (authority !== null) return authorityReason(authority, baseScheme) ?? NOT_VALID_MESSAGE;
    if (!special && !baseUrl.pathname.startsWith("/") && !text.startsWith("#"))
      return OPAQUE_BASE_MESSAGE;
    return NOT_VALID_MESSAGE;
  }
  const rest = text.slice(scheme.length + 1);
  const sameSchemeBase = base.trim() !== "" && schemeOf(cleanInput(base)) === scheme;
  const authority = authorityStart(rest, scheme, sameSchemeBase);
  if (authority === null) return NOT_VALID_MESSAGE;
  return authorityReason(authority, scheme) ?? NOT_VALID_MESSAGE;
}
