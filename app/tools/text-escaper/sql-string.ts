// SQL string literal escaping: standard SQL doubles single quotes; MySQL's backslash mode also
// escapes \ " NUL CR LF and Ctrl+Z as mysql_real_escape_string does. Part of /text-escaper.
import { errorAtIndex } from "~/lib/tool-error";

// eslint-disable-next-line no-control-regex -- Ctrl+Z (\x1a) is one of the characters MySQL escapes.
const MYSQL_SPECIALS = /[\\'"\0\n\r\x1a]/g;
const MYSQL_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "'": "\\'",
  '"': '\\"',
  "\0": "\\0",
  "\n": "\\n",
  "\r": "\\r",
  "\x1a": "\\Z",
};

/** Escapes text for the inside of a '…' SQL literal. */
export function escapeSqlString(text: string, backslashEscapes = false): string {
  if (backslashEscapes) return text.replace(MYSQL_SPECIALS, (char) => MYSQL_ESCAPES[char]);
  return text.replace(/'/g, "''");
}

// MySQL's own table; \% and \_ keep their backslash because they only mean something in LIKE.
const MYSQL_UNESCAPES: Record<string, string> = {
  "0": "\0",
  "'": "'",
  '"': '"',
  b: "\b",
  n: "\n",
  r: "\r",
  t: "\t",
  Z: "\x1a",
  "\\": "\\",
  "%": "\\%",
  _: "\\_",
};

/**
 * Decodes the inside of a '…' SQL literal: '' becomes ', and in backslash mode MySQL's escapes are
 * decoded too. A single quote on its own would end the literal, so it is reported with its position.
 */
export function unescapeSqlString(text: string, backslashEscapes = false): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'") {
      if (text[i + 1] !== "'") {
        throw errorAtIndex(
          text,
          i,
          (at) => `Unescaped single quote at ${at}: inside a SQL string write it twice ('')`,
        );
      }
      out += "'";
      i++;
    } else if (char === "\\" && backslashEscapes) {
      const next = text[i + 1];
      if (next === undefined) {
        throw errorAtIndex(
          text,
          i,
          (at) => `Incomplete escape at ${at}: the text ends with a lone backslash`,
        );
      }
      // Any other escaped character stands for itself, as in MySQL.
      out += MYSQL_UNESCAPES[next] ?? next;
      i++;
    } else {
      out += char;
    }
  }
  return out;
}
