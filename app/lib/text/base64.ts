// Base64 (RFC 4648 §4 standard and §5 URL-safe alphabets): encoding with optional padding and MIME
// 76-column lines, a strict decoder naming the first bad character, and WHATWG forgiving-base64 (atob).
import { ToolError } from "~/lib/tool-error";
import { codePointLabel, characterPosition } from "./utf8";

export type Base64Alphabet = "standard" | "url";

export interface Base64EncodeOptions {
  alphabet: Base64Alphabet;
  padding: boolean;
  /** Break lines every 76 characters, as MIME (RFC 2045 §6.8) does. */
  wrapAt76: boolean;
}

export const DEFAULT_BASE64_OPTIONS: Base64EncodeOptions = {
  alphabet: "standard",
  padding: true,
  wrapAt76: false,
};

export const MIME_LINE_LENGTH = 76;
/** Lines end with LF, as GNU base64 writes them; the decoder accepts LF and CRLF alike. */
export const MIME_LINE_BREAK = "\n";

const STANDARD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL_SAFE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const PAD = 0x3d; // "="
const LINE_FEED = 0x0a;

/** How often the long loops report progress (and so how often a worker posts a message). */
const PROGRESS_STEP = 1 << 20;

export type ProgressCallback = (fraction: number) => void;

function asciiCodes(alphabet: string): Uint8Array {
  return Uint8Array.from(alphabet, (char) => char.charCodeAt(0));
}

// The tables are built when the module loads, and have no other effect: marked pure, so a bundle
// that imports this module but uses none of it (a page whose SHA-256 module is not used) drops it.
const ENCODE_TABLES: Record<Base64Alphabet, Uint8Array> = {
  standard: /* @__PURE__ */ asciiCodes(STANDARD_ALPHABET),
  url: /* @__PURE__ */ asciiCodes(URL_SAFE_ALPHABET),
};

/** Characters in Base64 text: a sextet value, or one of these markers. */
const INVALID = -1;
const WHITESPACE = -2;
const PADDING = -3;

/** Sextet values of ASCII characters; both alphabets decode, so "+" and "-" are both 62. */
const DECODE_TABLE = /* @__PURE__ */ (() => {
  const table = new Int8Array(128).fill(INVALID);
  for (let value = 0; value < 64; value++) {
    table[STANDARD_ALPHABET.charCodeAt(value)] = value;
    table[URL_SAFE_ALPHABET.charCodeAt(value)] = value;
  }
  // ASCII whitespace as WHATWG defines it: tab, LF, FF, CR, space.
  for (const code of [0x09, 0x0a, 0x0c, 0x0d, 0x20]) table[code] = WHITESPACE;
  table[PAD] = PADDING;
  return table;
})();

/** Length of the encoded text, line breaks included, so the output is allocated once. */
function encodedLength(byteCount: number, { padding, wrapAt76 }: Base64EncodeOptions): number {
  const groups = Math.ceil(byteCount / 3);
  const remainder = byteCount % 3;
  const chars = padding || remainder === 0 ? groups * 4 : (groups - 1) * 4 + remainder + 1;
  const lineBreaks = wrapAt76 && groups > 0 ? Math.floor((groups - 1) / (MIME_LINE_LENGTH / 4)) : 0;
  return chars + lineBreaks;
}

let asciiDecoder: TextDecoder | undefined;

/**
 * Base64 text of `bytes`. The characters are written into one byte array and turned into a string
 * at the end: linear, no string concatenation and no `String.fromCharCode(...hugeArray)`.
 */
export function encodeBase64(
  bytes: Uint8Array,
  options: Base64EncodeOptions = DEFAULT_BASE64_OPTIONS,
  onProgress?: ProgressCallback,
): string {
  const table = ENCODE_TABLES[options.alphabet];
  const out = new Uint8Array(encodedLength(bytes.length, options));
  // 76 is a multiple of 4, so a line ends exactly after every 19th group of four characters.
  const groupsPerLine = options.wrapAt76 ? MIME_LINE_LENGTH / 4 : Infinity;
  let o = 0;
  let groupsOnLine = 0;
  const newGroup = () => {
    if (groupsOnLine === groupsPerLine) {
      out[o++] = LINE_FEED;
      groupsOnLine = 0;
    }
    groupsOnLine++;
  };
  const whole = bytes.length - (bytes.length % 3);
  let nextReport = PROGRESS_STEP;
  for (let i = 0; i < whole; i += 3) {
    const triple = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    newGroup();
    out[o++] = table[triple >>> 18];
    out[o++] = table[(triple >>> 12) & 63];
    out[o++] = table[(triple >>> 6) & 63];
    out[o++] = table[triple & 63];
    if (onProgress && i >= nextReport) {
      onProgress(i / bytes.length);
      nextReport += PROGRESS_STEP;
    }
  }
  const remainder = bytes.length - whole;
  if (remainder > 0) {
    const first = bytes[whole];
    const second = remainder === 2 ? bytes[whole + 1] : 0;
    newGroup();
    out[o++] = table[first >>> 2];
    out[o++] = table[((first & 3) << 4) | (second >>> 4)];
    if (remainder === 2) out[o++] = table[(second & 15) << 2];
    else if (options.padding) out[o++] = PAD;
    if (options.padding) out[o++] = PAD;
  }
  asciiDecoder ??= new TextDecoder();
  return asciiDecoder.decode(out);
}

// --- Strict decoding --------------------------------------------------------------------------

/** How a character is shown in a message: itself in quotes when printable, else its code point. */
function quoteCharacter(text: string, index: number): string {
  const codePoint = text.codePointAt(index) ?? 0;
  const printable =
    codePoint > 0x20 &&
    codePoint !== 0x7f &&
    !/[\p{C}\p{Z}]/u.test(String.fromCodePoint(codePoint));
  return printable ? `"${String.fromCodePoint(codePoint)}"` : codePointLabel(codePoint);
}

export function invalidCharacterMessage(character: string, position: number): string {
  return `Invalid Base64 character ${character} at position ${position}`;
}

export function dataAfterPaddingMessage(character: string, position: number): string {
  return `Invalid Base64: ${character} at position ${position} comes after the padding "="`;
}

export function badPaddingMessage(position: number, lastGroupLength: 0 | 2 | 3): string {
  const needed =
    lastGroupLength === 0
      ? 'the text already ends with a complete group of 4 and needs no "="'
      : lastGroupLength === 2
        ? 'its last group of 2 characters takes "==" or no padding'
        : 'its last group of 3 characters takes "=" or no padding';
  return `Invalid Base64 padding "=" at position ${position}: ${needed}`;
}

export function loneFinalCharacterMessage(position: number): string {
  return `Invalid Base64 length: the last group is a single character (position ${position}); a group needs at least 2`;
}

export const DATA_URL_WITHOUT_COMMA = "Invalid data URL: there is no comma before the data";
export const DATA_URL_NOT_BASE64 = 'This data URL is not Base64: its header has no ";base64"';

/**
 * Where the Base64 starts: after a `data:[type][;params];base64,` header when the text is a data
 * URL (RFC 2397), else at 0. Positions in messages stay positions in the whole text.
 */
export function base64Start(text: string): number {
  let i = 0;
  while (i < text.length && DECODE_TABLE[text.charCodeAt(i)] === WHITESPACE) i++;
  if (text.slice(i, i + 5).toLowerCase() !== "data:") return 0;
  const comma = text.indexOf(",", i);
  if (comma === -1) throw new ToolError(DATA_URL_WITHOUT_COMMA);
  if (!/;\s*base64\s*$/i.test(text.slice(i + 5, comma))) throw new ToolError(DATA_URL_NOT_BASE64);
  return comma + 1;
}

function failAt(
  text: string,
  index: number,
  message: (character: string, position: number) => string,
): never {
  const position = characterPosition(text, index);
  throw new ToolError(message(quoteCharacter(text, index), position), { column: position });
}

/**
 * Decodes Base64 written with either alphabet, with or without padding, with line breaks or spaces
 * anywhere, optionally as a data URL. Throws a ToolError naming the first problem's 1-based position:
 * an invalid character, data after the padding, wrong padding, or a lone final character.
 * Unused low bits of the last character are ignored (as atob does).
 */
export function decodeBase64(text: string, onProgress?: ProgressCallback): Uint8Array {
  const start = base64Start(text);
  const out = new Uint8Array(Math.ceil(((text.length - start) * 3) / 4));
  let o = 0;
  let quantum = 0;
  let sextets = 0;
  let lastSextetIndex = -1;
  let firstPadIndex = -1;
  let padCount = 0;
  const loneFinalCharacter = (): never => {
    const position = characterPosition(text, lastSextetIndex);
    throw new ToolError(loneFinalCharacterMessage(position), { column: position });
  };
  const badPadding = (index: number, lastGroupLength: 0 | 2 | 3): never => {
    const position = characterPosition(text, index);
    throw new ToolError(badPaddingMessage(position, lastGroupLength), { column: position });
  };
  let nextReport = start + PROGRESS_STEP;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? DECODE_TABLE[code] : INVALID;
    if (value >= 0) {
      if (firstPadIndex !== -1) failAt(text, i, dataAfterPaddingMessage);
      quantum = (quantum << 6) | value;
      lastSextetIndex = i;
      if (++sextets % 4 === 0) {
        out[o++] = quantum >>> 16;
        out[o++] = (quantum >>> 8) & 255;
        out[o++] = quantum & 255;
        quantum = 0;
      }
    } else if (value === PADDING) {
      // No character can follow the padding, so the last group is known at the first "=".
      const lastGroupLength = sextets % 4;
      if (lastGroupLength === 1) loneFinalCharacter();
      if (firstPadIndex === -1) firstPadIndex = i;
      padCount++;
      const allowed = lastGroupLength === 2 ? 2 : lastGroupLength === 3 ? 1 : 0;
      if (padCount > allowed) badPadding(i, lastGroupLength as 0 | 2 | 3);
    } else if (value === INVALID) failAt(text, i, invalidCharacterMessage);
    if (onProgress && i >= nextReport) {
      onProgress((i - start) / (text.length - start));
      nextReport += PROGRESS_STEP;
    }
  }
  const lastGroupLength = sextets % 4;
  if (lastGroupLength === 1) loneFinalCharacter();
  // Padding is all or nothing: "ab=" is cut short.
  if (lastGroupLength === 2 && padCount === 1) badPadding(firstPadIndex, 2);
  if (lastGroupLength === 2) out[o++] = (quantum >>> 4) & 255;
  if (lastGroupLength === 3) {
    out[o++] = (quantum >>> 10) & 255;
    out[o++] = (quantum >>> 2) & 255;
  }
  // A copy, not a view: a view would carry (and a worker would clone) the whole oversized buffer.
  return o === out.length ? out : out.slice(0, o);
}

// --- WHATWG forgiving-base64 --------------------------------------------------------------------

const ASCII_WHITESPACE = /[\t\n\f\r ]/g;
const NOT_STANDARD_BASE64 = /[^A-Za-z0-9+/]/;

/**
 * The WHATWG "forgiving-base64 decode" (what atob and data: URLs use): standard alphabet only,
 * ASCII whitespace ignored, padding optional but exact. Returns null on failure, as the spec does.
 */
export function forgivingBase64Decode(text: string): Uint8Array | null {
  let data = text.replace(ASCII_WHITESPACE, "");
  if (data.length % 4 === 0) {
    if (data.endsWith("==")) data = data.slice(0, -2);
    else if (data.endsWith("=")) data = data.slice(0, -1);
  }
  if (data.length % 4 === 1 || NOT_STANDARD_BASE64.test(data)) return null;
  // What is left is valid in the strict decoder too and decodes to the same bytes.
  return decodeBase64(data);
}
