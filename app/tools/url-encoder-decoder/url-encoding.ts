// Percent-encoding and decoding of text as a URL component, a whole URL or form data, in UTF-8.
// Implements the route table entry "/url-encoder-decoder"; a malformed % sequence is named by its
// position.
import { ToolError } from "~/lib/tool-error";
import {
  type TextLocation,
  assertWellFormed,
  characterPosition,
  describeLocation,
  decodeUtf8Strict,
  findInvalidUtf8,
} from "~/lib/text/utf8";
import { isOptionValue } from "~/lib/options";

export type UrlMode = "encode" | "decode";
export type UrlVariant = "component" | "uri" | "form";

export const URL_MODES: readonly { value: UrlMode; label: string }[] = [
  { value: "encode", label: "Encode" },
  { value: "decode", label: "Decode" },
];

export const URL_VARIANTS: readonly { value: UrlVariant; label: string }[] = [
  { value: "component", label: "Component" },
  { value: "uri", label: "Whole URL" },
  { value: "form", label: "Form data" },
];

export const isUrlMode = (value: unknown): value is UrlMode => isOptionValue(URL_MODES, value);
export const isUrlVariant = (value: unknown): value is UrlVariant =>
  isOptionValue(URL_VARIANTS, value);

export interface UrlJob {
  text: string;
  mode: UrlMode;
  variant: UrlVariant;
  /** Each line is a separate value: line breaks stay as they are and errors name the line. */
  perLine: boolean;
}

export function malformedPercentMessage(sequence: string, location: TextLocation): string {
  return `Malformed percent-encoding at ${describeLocation(location)}: "${sequence}"`;
}

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;

// Characters encodeURIComponent leaves alone but application/x-www-form-urlencoded escapes
// (WHATWG URL, "application/x-www-form-urlencoded percent-encode set").
const FORM_EXTRA = /[!'()~]/g;

/**
 * Percent-encodes one value. Text that is not valid Unicode (a lone surrogate) cannot be written
 * as UTF-8: it is a ToolError naming the position, where the built-ins would throw a bare URIError.
 */
export function encodeUrl(text: string, variant: UrlVariant, line?: number): string {
  assertWellFormed(text, line);
  switch (variant) {
    case "component":
      return encodeURIComponent(text);
    case "uri":
      return encodeURI(text);
    case "form":
      return encodeURIComponent(text)
        .replace(/%20/g, "+")
        .replace(FORM_EXTRA, (char) => hex(char.charCodeAt(0)));
  }
}

/** Characters decodeURI keeps escaped, because decoding them would change what the URL means. */
const URI_RESERVED = new Set(Array.from(";/?:@&=+$,#", (char) => char.charCodeAt(0)));

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

let utf8Decoder: TextDecoder | undefined;

/** The "%" and up to two characters after it, stopping at a line break: what a bad escape looks like. */
function badEscapeText(text: string, index: number): string {
  const end = Math.min(index + 3, text.length);
  const lineBreak = text.slice(index, end).search(/[\r\n]/);
  return text.slice(index, lineBreak === -1 ? end : index + lineBreak);
}

/**
 * Decodes percent-escapes as UTF-8 ("+" is a space in form data; a whole URL keeps its reserved
 * characters escaped, as decodeURI does). The first malformed sequence, a "%" without two hex digits
 * or escapes that are not UTF-8, is a ToolError quoting it with its 1-based character position.
 */
export function decodeUrl(text: string, variant: UrlVariant, line?: number): string {
  // Same length, so every position still points into the text the user wrote.
  const source = variant === "form" ? text.replace(/\+/g, " ") : text;
  return decodeInOnePass(source, variant === "uri") ?? decodeRunByRun(text, source, line, variant);
}

/**
 * The fast path: the whole text as one UTF-8 byte stream (escapes as their byte, other characters
 * as their UTF-8), decoded by one TextDecoder call. Null when anything is wrong (a bad escape,
 * invalid UTF-8, a lone surrogate in the text): the run-by-run path then finds and names it.
 * Valid plain characters are whole UTF-8 sequences, so the stream is valid exactly when every
 * run of escapes is; the two paths agree.
 */
function decodeInOnePass(source: string, keepReserved: boolean): string | null {
  // Three bytes per UTF-16 unit is the most any character takes; an escape takes fewer.
  const out = new Uint8Array(source.length * 3);
  let o = 0;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code === 0x25) {
      const high = hexDigit(source.charCodeAt(i + 1));
      const low = hexDigit(source.charCodeAt(i + 2));
      if (high < 0 || low < 0) return null;
      const byte = high * 16 + low;
      if (keepReserved && URI_RESERVED.has(byte)) {
        out[o++] = 0x25;
        out[o++] = source.charCodeAt(i + 1);
        out[o++] = source.charCodeAt(i + 2);
      } else out[o++] = byte;
      i += 2;
    } else if (code < 0x80) out[o++] = code;
    else if (code < 0x800) {
      out[o++] = 0xc0 | (code >> 6);
      out[o++] = 0x80 | (code & 63);
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next = source.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return null;
      const codePoint = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      out[o++] = 0xf0 | (codePoint >> 18);
      out[o++] = 0x80 | ((codePoint >> 12) & 63);
      out[o++] = 0x80 | ((codePoint >> 6) & 63);
      out[o++] = 0x80 | (codePoint & 63);
      i++;
    } else {
      out[o++] = 0xe0 | (code >> 12);
      out[o++] = 0x80 | ((code >> 6) & 63);
      out[o++] = 0x80 | (code & 63);
    }
  }
  return decodeUtf8Strict(out.subarray(0, o));
}

/** The careful path: each run of escapes on its own, so the first problem can be named exactly. */
function decodeRunByRun(
  text: string,
  source: string,
  line: number | undefined,
  variant: UrlVariant,
): string {
  const fail = (index: number, sequence: string): never => {
    const position = characterPosition(text, index);
    throw new ToolError(malformedPercentMessage(sequence, { position, line }), {
      line,
      column: position,
    });
  };
  // One buffer for every run of escapes: a run of n escapes takes 3n characters.
  const buffer = new Uint8Array(Math.floor(source.length / 3));
  const parts: string[] = [];
  let plainStart = 0;
  let percent = source.indexOf("%");
  while (percent !== -1) {
    parts.push(source.slice(plainStart, percent));
    // A run of consecutive escapes is decoded together: one character can take up to four.
    // The k-th escape of the run starts at percent + 3k.
    let count = 0;
    let i = percent;
    let badEscape = -1;
    while (i < source.length && source.charCodeAt(i) === 0x25) {
      const high = hexDigit(source.charCodeAt(i + 1));
      const low = hexDigit(source.charCodeAt(i + 2));
      if (high < 0 || low < 0) {
        badEscape = i;
        break;
      }
      buffer[count++] = high * 16 + low;
      i += 3;
    }
    const bytes = buffer.subarray(0, count);
    const invalid = findInvalidUtf8(bytes);
    if (invalid) {
      const start = percent + 3 * invalid.start;
      // A character cut short by a bad escape ("%E0%A4%A") is quoted whole, from its first byte.
      const end =
        invalid.truncated && badEscape !== -1
          ? badEscape + badEscapeText(source, badEscape).length
          : percent + 3 * invalid.end;
      fail(start, text.slice(start, end));
    }
    if (badEscape !== -1) fail(badEscape, badEscapeText(text, badEscape));
    parts.push(variant === "uri" ? decodeKeepingReserved(bytes, source, percent) : utf8(bytes));
    plainStart = i;
    percent = source.indexOf("%", i);
  }
  parts.push(source.slice(plainStart));
  return parts.join("");
}

function utf8(bytes: Uint8Array): string {
  utf8Decoder ??= new TextDecoder("utf-8", { ignoreBOM: true });
  return utf8Decoder.decode(bytes);
}

/** Valid UTF-8 bytes of the run at `runStart` to text, escapes of URI_RESERVED kept as written. */
function decodeKeepingReserved(bytes: Uint8Array, source: string, runStart: number): string {
  let out = "";
  let start = 0;
  for (let k = 0; k < bytes.length; k++) {
    if (!URI_RESERVED.has(bytes[k])) continue;
    out += utf8(bytes.subarray(start, k)) + source.slice(runStart + 3 * k, runStart + 3 * k + 3);
    start = k + 1;
  }
  return out + utf8(bytes.subarray(start));
}

const LINE_BREAKS = /(\r\n|\n|\r)/;

/** Encodes or decodes the whole text, or each line on its own when `perLine` is set. */
export function convertUrl({ text, mode, variant, perLine }: UrlJob): string {
  const convert = mode === "encode" ? encodeUrl : decodeUrl;
  if (!perLine) return convert(text, variant);
  // split with a capture group keeps the breaks at odd indices, so they come back unchanged.
  return text
    .split(LINE_BREAKS)
    .map((part, index) => (index % 2 === 1 ? part : convert(part, variant, index / 2 + 1)))
    .join("");
}
