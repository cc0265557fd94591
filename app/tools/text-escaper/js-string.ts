// JavaScript string literal escaping (the text between the quotes, safe in '…', "…" and `…`)
// and unescaping of every escape sequence strict-mode JavaScript allows. Part of /text-escaper.
import { errorAtIndex } from "~/lib/tool-error";

const SIMPLE_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  '"': '\\"',
  "'": "\\'",
  "`": "\\`",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
  "\v": "\\v",
  // Line and paragraph separators end a line in older engines and in many editors.
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

const hex = (code: number, width: number) => code.toString(16).toUpperCase().padStart(width, "0");

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

/**
 * Escapes text for a JavaScript string literal in any quote style: backslash, all three quotes,
 * "${" (so a template literal does not interpolate), control characters, U+2028/U+2029 and lone
 * surrogates. With `asciiOnly`, every other non-ASCII character becomes \uXXXX as well.
 */
export function escapeJsString(text: string, asciiOnly = false): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const code = text.charCodeAt(i);
    const simple = SIMPLE_ESCAPES[char];
    if (simple !== undefined) out += simple;
    else if (char === "$" && text[i + 1] === "{") out += "\\$";
    // "\0" followed by a digit would read as a legacy octal escape, a syntax error in strict mode.
    else if (code === 0) out += isDigit(text[i + 1]) ? "\\x00" : "\\0";
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += `\\x${hex(code, 2)}`;
    else if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
      out += asciiOnly
        ? `\\u${hex(code, 4)}\\u${hex(text.charCodeAt(i + 1), 4)}`
        : text.slice(i, i + 2);
      i++;
    } else if (isHighSurrogate(code) || isLowSurrogate(code) || (asciiOnly && code > 0x7e)) {
      out += `\\u${hex(code, 4)}`;
    } else out += char;
  }
  return out;
}

const SINGLE_CHARACTER_ESCAPES: Record<string, string> = {
  n: "\n",
  r: "\r",
  t: "\t",
  b: "\b",
  f: "\f",
  v: "\v",
};

const HEX_DIGITS = /^[0-9a-fA-F]+$/;

/**
 * Decodes the escape sequences of a JavaScript string literal's content: \n \r \t \b \f \v \0,
 * \xHH, \uHHHH, \u{H…}, line continuations and identity escapes (\' \" \\ \` \$ …). Legacy octal
 * escapes are rejected, as in strict mode. Unescaped quotes and line breaks are kept as they are.
 */
export function unescapeJsString(text: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const backslash = text.indexOf("\\", from);
    if (backslash === -1) return out + text.slice(from);
    out += text.slice(from, backslash);
    const next = text[backslash + 1];
    const where = (describe: (where: string) => string) => errorAtIndex(text, backslash, describe);
    from = backslash + 2;
    if (next === undefined) {
      throw where((at) => `Incomplete escape at ${at}: the text ends with a lone backslash`);
    } else if (SINGLE_CHARACTER_ESCAPES[next] !== undefined) {
      out += SINGLE_CHARACTER_ESCAPES[next];
    } else if (next === "0" && !isDigit(text[backslash + 2])) {
      out += "\0";
    } else if (isDigit(next)) {
      throw where(
        (at) =>
          `Escape "\\${next}" at ${at} is a legacy octal escape, not allowed in strict-mode JavaScript: use \\x or \\u instead`,
      );
    } else if (next === "x") {
      const digits = text.slice(backslash + 2, backslash + 4);
      if (digits.length < 2 || !HEX_DIGITS.test(digits)) {
        throw where((at) => `Invalid \\x escape at ${at}: it needs exactly 2 hex digits`);
      }
      out += String.fromCharCode(parseInt(digits, 16));
      from = backslash + 4;
    } else if (next === "u" && text[backslash + 2] === "{") {
      const close = text.indexOf("}", backslash + 3);
      const digits = close === -1 ? "" : text.slice(backslash + 3, close);
      const codePoint = HEX_DIGITS.test(digits) ? parseInt(digits, 16) : NaN;
      if (!(codePoint <= 0x10ffff)) {
        throw where(
          (at) =>
            `Invalid \\u{…} escape at ${at}: it needs hex digits for a code point up to 10FFFF`,
        );
      }
      out += String.fromCodePoint(codePoint);
      from = close + 1;
    } else if (next === "u") {
      const digits = text.slice(backslash + 2, backslash + 6);
      if (digits.length < 4 || !HEX_DIGITS.test(digits)) {
        throw where((at) => `Invalid \\u escape at ${at}: it needs exactly 4 hex digits or {…}`);
      }
      out += String.fromCharCode(parseInt(digits, 16));
      from = backslash + 6;
    } else if (next === "\r") {
      // A backslash before a line break continues the string on the next line.
      if (text[backslash + 2] === "\n") from++;
    } else if (next === "\n" || next === "\u2028" || next === "\u2029") {
      // Line continuation: the backslash and the line break both vanish.
    } else {
      out += next;
    }
  }
}
