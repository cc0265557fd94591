// The character codes and tests both JSON scanners use: json-scanner.ts reads a string's UTF-16
// code units, json-utf8-scanner.ts a file's bytes; in the ASCII range they are the same numbers.

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const MINUS = 0x2d;

export const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
export const isWordChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || isDigit(c) || c === 0x5f || c === 0x24;
export const isHexDigit = (c: number) =>
  isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

/** What the scanners' nesting stacks hold. */
export const IN_OBJECT = 1;
export const IN_ARRAY = 2;
