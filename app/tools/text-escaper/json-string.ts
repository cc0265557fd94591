// JSON string escaping (JSON.stringify's escapes without the outer quotes) and a strict unescape
// that reads exactly what JSON.parse reads, naming the line and column of a mistake. Part of /text-escaper.
import { errorAtIndex } from "~/lib/tool-error";

const NON_ASCII = /[\u007f-\uffff]/g;

/** JSON.stringify's escaping without the quotes; `asciiOnly` also writes non-ASCII as \uXXXX. */
export function escapeJsonString(text: string, asciiOnly = false): string {
  const escaped = JSON.stringify(text).slice(1, -1);
  if (!asciiOnly) return escaped;
  return escaped.replace(
    NON_ASCII,
    (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
  );
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

const FOUR_HEX_DIGITS = /^[0-9a-fA-F]{4}$/;

/**
 * Decodes the content of a JSON string (the text between the quotes). It accepts exactly what
 * JSON.parse accepts there, but says where and why the text is not valid JSON.
 */
export function unescapeJsonString(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const code = text.charCodeAt(i);
    if (char === '"') {
      throw errorAtIndex(text, i, (at) => `Unescaped double quote at ${at}: write it as \\"`);
    }
    if (code < 0x20) {
      throw errorAtIndex(
        text,
        i,
        (at) =>
          `Unescaped control character U+${code.toString(16).toUpperCase().padStart(4, "0")} at ${at}: write it as ${JSON.stringify(char).slice(1, -1)}`,
      );
    }
    if (char !== "\\") {
      out += char;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) {
      throw errorAtIndex(
        text,
        i,
        (at) => `Incomplete escape at ${at}: the text ends with a lone backslash`,
      );
    }
    if (next === "u") {
      const digits = text.slice(i + 2, i + 6);
      if (!FOUR_HEX_DIGITS.test(digits)) {
        throw errorAtIndex(
          text,
          i,
          (at) => `Invalid \\u escape at ${at}: it needs exactly 4 hex digits`,
        );
      }
      out += String.fromCharCode(parseInt(digits, 16));
      i += 5;
      continue;
    }
    const decoded = SHORT_ESCAPES[next];
    if (decoded === undefined) {
      throw errorAtIndex(
        text,
        i,
        (at) =>
          `Invalid escape "\\${next}" at ${at}: JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX`,
      );
    }
    out += decoded;
    i++;
  }
  return out;
}
