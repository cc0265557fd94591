// Plain-English words for the pieces of a pattern: characters, class escapes, Unicode properties
// and repetition counts (used by regex-explain.ts).

const CONTROL_NAMES: Record<number, string> = {
  0: "NUL (\\0)",
  9: "tab (\\t)",
  10: "line feed (\\n)",
  11: "vertical tab (\\v)",
  12: "form feed (\\f)",
  13: "carriage return (\\r)",
  32: "space",
  160: "no-break space",
  0x2028: "line separator",
  0x2029: "paragraph separator",
};

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

/** A character by code point: "a", line feed (\n), "é" (U+00E9). */
export function describeValue(codePoint: number): string {
  const named = CONTROL_NAMES[codePoint];
  if (named) return named;
  if (codePoint < 32 || (codePoint >= 0x7f && codePoint < 0xa0))
    return `control character ${hex(codePoint)}`;
  const char = String.fromCodePoint(codePoint);
  return codePoint < 0x7f ? JSON.stringify(char) : `${JSON.stringify(char)} (${hex(codePoint)})`;
}

const ESCAPES: Record<string, string> = {
  d: "A digit (0–9)",
  D: "Any character except a digit",
  w: "A word character (a letter A–Z or a–z, a digit or _)",
  W: "Any character except a word character",
  s: "A whitespace character (space, tab, line break, no-break space…)",
  S: "Any character except whitespace",
};

export function describeEscape(letter: string): string {
  return ESCAPES[letter] ?? `\\${letter}`;
}

const CATEGORIES: Record<string, string> = {
  L: "letter",
  Letter: "letter",
  Lu: "uppercase letter",
  Uppercase_Letter: "uppercase letter",
  Ll: "lowercase letter",
  Lowercase_Letter: "lowercase letter",
  Lt: "titlecase letter",
  Lm: "modifier letter",
  Lo: "other letter",
  M: "mark (accent)",
  Mark: "mark (accent)",
  N: "number",
  Number: "number",
  Nd: "decimal digit",
  Decimal_Number: "decimal digit",
  P: "punctuation character",
  Punctuation: "punctuation character",
  S: "symbol",
  Symbol: "symbol",
  Sc: "currency symbol",
  Z: "separator",
  Zs: "space separator",
  C: "control or other character",
  Cc: "control character",
  Emoji: "emoji",
  Emoji_Presentation: "emoji shown as a picture",
  Extended_Pictographic: "pictographic character (emoji and similar)",
  Alphabetic: "alphabetic character",
  White_Space: "whitespace character",
  ASCII: "ASCII character",
  Any: "character",
  RGI_Emoji: "emoji (a whole emoji sequence, v flag)",
};

/** \p{…} and \P{…}: "A letter (Unicode)", "A character not in the script Greek (Unicode)". */
export function describeProperty(value: string, negative: boolean): string {
  const [name, propertyValue] = value.split("=");
  if (propertyValue !== undefined) {
    const words = propertyValue.replace(/_/g, " ");
    const not = negative ? "not " : "";
    if (name === "Script" || name === "sc")
      return `A character ${not}in the script ${words} (Unicode)`;
    if (name === "Script_Extensions" || name === "scx")
      return `A character ${not}used in the script ${words} (Unicode)`;
    return `A character whose ${name} is ${not}${words} (Unicode)`;
  }
  const word = CATEGORIES[value];
  const what = word
    ? `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`
    : `a character with the Unicode property ${value}`;
  return negative
    ? `Any character that is not ${what} (Unicode)`
    : `${what[0].toUpperCase()}${what.slice(1)} (Unicode)`;
}

const times = (n: number) => (n === 1 ? "once" : `${n} times`);

/** How often a quantifier repeats: "One or more times", "Between 2 and 5 times". */
export function quantity(min: number, max: number | undefined): string {
  if (max === undefined)
    return min === 0
      ? "Zero or more times"
      : min === 1
        ? "One or more times"
        : `At least ${times(min)}`;
  if (min === max) return `Exactly ${times(min)}`;
  if (min === 0 && max === 1) return "Optional (zero times or once)";
  return `Between ${min} and ${max} times`;
}
