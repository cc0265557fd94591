// Reading decimals as a locale writes them ("1,234.56" in en-US, "1.234,56" in de-DE, "1 234,56" in
// fr-FR, "1'234.56" in de-CH) into plain text that big.js reads exactly. A scanner, not a regex:
// linear in the input. Signs, currency marks, "%", K/M/B/T and parentheses are each page's own.

export interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

/** The group and decimal separators `locale` writes (Intl's own data, read once per locale). */
export function separatorsOf(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    found = {
      group: parts.find((p) => p.type === "group")?.value ?? ",",
      decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    };
    separatorCache.set(locale, found);
  }
  return found;
}

/** Typed stand-ins for a locale's space or apostrophe group (a keyboard has no U+202F). */
const SPACES = new Set([" ", "\u00a0", "\u202f", "\u2009"]);
const APOSTROPHES = new Set(["'", "\u2019"]);

/**
 * How the digits before the decimal separator may be grouped:
 * - "thousands": 1 to 3 digits, then groups of exactly 3 ("1,234,567");
 * - "thousands-or-lakh": any first group, then groups of 2 or 3, the last of 3 ("1,23,45,678").
 * Both refuse "1,5" in English, so a decimal comma is never read as thousands.
 */
export type GroupRule = "thousands" | "thousands-or-lakh";

export interface GroupedDecimalRules {
  grouping: GroupRule;
  /** Accepts "1.2e6" (exponent of at most 3 digits). */
  exponent?: boolean;
}

/**
 * `plain`: "1234.5e3" for big.js; or why the text is not a number ("no digits": only marks;
 * "exponent too long": "1e309", a number far beyond any amount, which callers call too large).
 */
export type GroupedDecimal =
  { plain: string } | { error: "malformed" | "no digits" | "exponent too long" };

function groupMatcher(group: string): (char: string) => boolean {
  if (SPACES.has(group)) return (char) => SPACES.has(char);
  if (APOSTROPHES.has(group)) return (char) => APOSTROPHES.has(char);
  return (char) => char === group;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

function groupsFit(sizes: number[], grouping: GroupRule): boolean {
  if (sizes.length < 2) return true;
  const [first, ...rest] = sizes;
  if (rest.at(-1) !== 3) return false;
  if (grouping === "thousands") return first <= 3 && rest.every((size) => size === 3);
  return rest.slice(0, -1).every((size) => size === 2 || size === 3);
}

/** Reads `text` (already trimmed of any sign or mark the page accepts) as a grouped decimal. */
export function scanGroupedDecimal(
  text: string,
  { group, decimal }: Separators,
  { grouping, exponent = false }: GroupedDecimalRules,
): GroupedDecimal {
  const isGroup = groupMatcher(group);
  const malformed = { error: "malformed" } as const;
  let plain = "";
  let index = 0;
  const sizes: number[] = [];
  let run = 0;
  while (index < text.length && (isDigit(text[index]) || isGroup(text[index]))) {
    if (isDigit(text[index])) {
      plain += text[index];
      run += 1;
    } else {
      if (run === 0) return malformed;
      sizes.push(run);
      run = 0;
    }
    index += 1;
  }
  if (sizes.length > 0) sizes.push(run);
  if (!groupsFit(sizes, grouping)) return malformed;
  if (text[index] === decimal) {
    plain += ".";
    index += 1;
    while (isDigit(text[index])) plain += text[index++];
  }
  const hasDigits = plain !== "" && plain !== ".";
  if (exponent && (text[index] === "e" || text[index] === "E")) {
    plain += "e";
    index += 1;
    if (text[index] === "+" || text[index] === "-") plain += text[index++];
    const digitsStart = index;
    while (isDigit(text[index])) plain += text[index++];
    if (index === digitsStart) return malformed;
    // Three digits are plenty for any amount a person types; longer is refused, not computed.
    if (index - digitsStart > 3)
      return index === text.length ? { error: "exponent too long" } : malformed;
  }
  if (index !== text.length) return malformed;
  return hasDigits ? { plain } : { error: "no digits" };
}

/** How a number is written in `locale`, for messages: "1,234.56". */
export function exampleNumber(locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.56);
}

/** `Revenue: "12abc" is not a number. Write it like 1,234.56.` (the text cut at 24 characters). */
export function notANumberMessage(label: string, text: string, locale: string): string {
  const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
  return `${label}: "${shown}" is not a number. Write it like ${exampleNumber(locale)}.`;
}

/** Fields refuse text longer than any real amount before reading it. */
export const tooLongMessage = (label: string, maxLength: number) =>
  `${label}: too long (at most ${maxLength} characters).`;

/**
 * `text`, typed in the `from` locale, with its separators written the `to` locale's way, so a
 * number keeps its value when the user changes the number format: "500,000" (en-US) becomes
 * "500.000" (de-DE), "6.5" becomes "6,5". Only separators that stand between digits (a group mark)
 * or before a digit (the decimal mark) change; signs, currency signs, "%" and letters stay. Callers
 * rewrite only text that their own parser reads in `from`, so an unreadable entry stays as typed.
 */
export function rewriteSeparators(text: string, from: Separators, to: Separators): string {
  const isGroup = groupMatcher(from.group);
  // What a keyboard types for a space or apostrophe group (Intl writes U+202F and U+2019).
  const group = SPACES.has(to.group) ? " " : APOSTROPHES.has(to.group) ? "'" : to.group;
  let out = "";
  let decimalSeen = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    const digitBefore = isDigit(text[index - 1]);
    const digitAfter = isDigit(text[index + 1]);
    if (char === from.decimal && !decimalSeen && (digitAfter || digitBefore)) {
      out += to.decimal;
      decimalSeen = true;
    } else if (isGroup(char) && !decimalSeen && digitBefore && digitAfter) {
      out += group;
    } else {
      out += char;
    }
  }
  return out;
}

/** "-1" is refused as an amount with this, not as "not a number". */
export const negativeMessage = (label: string) => `${label}: must not be negative.`;
