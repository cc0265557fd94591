// Reads what a person types into /unit-converter: one or more quantities of one kind
// ("5 ft 3 in", "72 °F", "5 1/2 in", "ft") and an optional target after to/in/as/into/→/= ("1.5 GiB in MB").
// Our own tokenizer, linear in the input and capped in length: mathjs' expression parser is never
// given user text, so nested parentheses or huge inputs cannot make it recurse or stall.
import { ToolError } from "~/lib/tool-error";
import type { Category } from "./unit-catalog";
import { type FoundUnit, lookupUnit } from "./unit-lookup";

export const MAX_INPUT_LENGTH = 200;
export const TOO_LONG_MESSAGE = `The input is too long: a conversion is at most ${MAX_INPUT_LENGTH} characters, such as "5 ft 3 in to m".`;
export const EXAMPLES_HINT = "Try 5 ft 3 in, 72 °F or 1.5 GiB in MB.";

export interface Quantity {
  value: number;
  unit: FoundUnit;
  /** The unit as typed ("gallons"), so the page can offer to replace it. */
  typed: string;
}

export interface ParsedInput {
  quantities: readonly Quantity[];
  category: Category;
  /** The unit after "to"/"in", or null: then every unit of the category is the answer. */
  target: FoundUnit | null;
  /** The target unit as typed. */
  targetTyped?: string;
}

type Token = { kind: "number"; text: string; value: number } | { kind: "word"; text: string };

const SEPARATORS = new Set(["to", "in", "into", "as"]);
// An optional sign, digits (commas may group thousands: 1,000.5) with an optional fraction, an
// optional exponent. A word runs to the next space; a foot or inch mark is a word of its own, so
// 5'3" reads as 5 ' 3 ".
const NUMBER = /[-+]?(?:\d{1,3}(?:,\d{3})+(?:\.\d*)?|\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?/iy;
// A fraction or mixed number, common in recipes and woodworking: "1/2", "5 1/2", "5½", "-3 3/4".
const FRACTION = /([-+]?)(?:(\d+)(?:\s+|(?=[½¼¾⅓⅔⅛⅜⅝⅞])))?(?:(\d+)\/(\d+)|([½¼¾⅓⅔⅛⅜⅝⅞]))/y;
const VULGAR: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};

/** The value of a FRACTION match; a zero denominator is refused. */
function fractionValue(match: RegExpExecArray): number {
  const [text, sign, whole, numerator, denominator, vulgar] = match;
  if (denominator !== undefined && Number(denominator) === 0)
    throw new ToolError(`${text} divides by zero.`);
  const part = vulgar ? VULGAR[vulgar] : Number(numerator) / Number(denominator);
  const value = Number(whole ?? 0) + part;
  return sign === "-" ? -value : value;
}
const WORD = /['′]|[^\s\d.+\-'′][^\s'′]*|[.+-](?!\d)[^\s'′]*/y;
export const DECIMAL_COMMA_MESSAGE =
  "Write decimals with a point (1.5), not a comma; a comma may only group thousands (1,000).";
const SPACE = /\s+/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    for (const pattern of [SPACE, FRACTION, NUMBER, WORD]) pattern.lastIndex = at;
    if (SPACE.test(text)) {
      at = SPACE.lastIndex;
      continue;
    }
    const fraction = FRACTION.exec(text);
    if (fraction) {
      tokens.push({ kind: "number", text: fraction[0], value: fractionValue(fraction) });
      at = FRACTION.lastIndex;
      continue;
    }
    const number = NUMBER.exec(text);
    if (number) {
      const value = Number(number[0].replaceAll(",", ""));
      tokens.push({ kind: "number", text: number[0], value });
      at = NUMBER.lastIndex;
      continue;
    }
    const word = WORD.exec(text);
    // WORD matches any non-space start the other two did not, so `word` is always found.
    const length = word ? word[0].length : 1;
    if (/^,\d/u.test(text.slice(at, at + 2))) throw new ToolError(DECIMAL_COMMA_MESSAGE);
    tokens.push({ kind: "word", text: text.slice(at, at + length) });
    at += length;
  }
  return tokens;
}

function describeUnit(found: FoundUnit): string {
  return `${found.unit.symbol} (${found.unit.name})`;
}

function findUnit(text: string): FoundUnit {
  const result = lookupUnit(text);
  if (result.kind === "found") return result.found;
  if (result.kind === "ambiguous") {
    const meanings = result.meanings.map(describeUnit).join(" or ");
    throw new ToolError(`"${text}" could mean ${meanings}: type the symbol exactly as shown.`);
  }
  throw new ToolError(`"${text}" is not a unit this converter knows. ${EXAMPLES_HINT}`);
}

/** Where the target starts: after the last separator that has only words (a unit) after it. */
function targetSeparator(tokens: readonly Token[]): number {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (token.kind === "number") return -1;
    const word = token.text.toLowerCase();
    if (!SEPARATORS.has(word)) continue;
    // A last "in" is the inch ("5 ft 3 in"); a last "to" names no target yet.
    if (index === tokens.length - 1) {
      if (word === "in") continue;
      throw new ToolError(`Name the unit to convert to after "${token.text}".`);
    }
    return index;
  }
  return -1;
}

function unitWords(tokens: readonly Token[]): string {
  return tokens.map((token) => token.text).join(" ");
}

function readQuantities(tokens: readonly Token[]): Quantity[] {
  const quantities: Quantity[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index];
    let value = 1;
    if (token.kind === "number") {
      if (!Number.isFinite(token.value))
        throw new ToolError(`${token.text} is too large a number.`);
      value = token.value;
      index++;
    }
    const start = index;
    while (index < tokens.length && tokens[index].kind === "word") index++;
    if (start === index) {
      throw new ToolError(`Give the unit of ${token.text}, for example "${token.text} ft".`);
    }
    const typed = unitWords(tokens.slice(start, index));
    quantities.push({ value, unit: findUnit(typed), typed });
  }
  return quantities;
}

function sameCategory(quantities: readonly Quantity[]): Category {
  const { category } = quantities[0].unit;
  for (const { unit } of quantities) {
    if (unit.category !== category) {
      throw new ToolError(
        `${quantities[0].unit.unit.symbol} (${category.name.toLowerCase()}) and ${unit.unit.symbol} (${unit.category.name.toLowerCase()}) cannot be added: they measure different quantities.`,
      );
    }
  }
  if (quantities.length > 1 && (category.id === "temperature" || category.id === "fuel")) {
    throw new ToolError(
      `Only one ${category.name.toLowerCase()} value can be converted at a time: they cannot be added like lengths.`,
    );
  }
  return category;
}

/** The typed conversion, or null for empty input; a ToolError says what is wrong with it. */
export function parseConversion(input: string): ParsedInput | null {
  if (input.length > MAX_INPUT_LENGTH) throw new ToolError(TOO_LONG_MESSAGE);
  const text = input.replace(/−/gu, "-").replace(/->|=>|→|=/gu, " to ");
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const separator = targetSeparator(tokens);
  const source = separator < 0 ? tokens : tokens.slice(0, separator);
  if (source.length === 0)
    throw new ToolError(`Type a value and a unit to convert. ${EXAMPLES_HINT}`);
  const quantities = readQuantities(source);
  const category = sameCategory(quantities);
  if (separator < 0) return { quantities, category, target: null };
  const targetTyped = unitWords(tokens.slice(separator + 1));
  const target = findUnit(targetTyped);
  if (target.category !== category) {
    const from = quantities[0].unit;
    throw new ToolError(
      `Cannot convert ${from.unit.symbol} (${category.name.toLowerCase()}) to ${target.unit.symbol} (${target.category.name.toLowerCase()}): both units must measure the same quantity.`,
    );
  }
  return { quantities, category, target, targetTyped };
}
