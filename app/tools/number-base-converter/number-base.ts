// Numbers in any base from 2 to 36, of any size (bigint) and with a fraction; two's complement in
// fixed widths; IEEE 754 bit patterns. Digits are 0-9 then A-Z, as python's int(text, base) reads.
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";

export const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const MIN_BASE = 2;
export const MAX_BASE = 36;
/** Digits of a fraction written in another base before it is cut ("…"). */
export const MAX_FRACTION_DIGITS = 64;

/** A number as read: sign, whole part, and an exact fraction numerator / denominator. */
export interface ParsedNumber {
  negative: boolean;
  integer: bigint;
  /** numerator / denominator, denominator a power of the base; null without a fraction point. */
  fraction: { numerator: bigint; denominator: bigint } | null;
  base: number;
}

const PREFIXES: Record<string, number> = { "0x": 16, "0b": 2, "0o": 8 };

function digitsOfBase(base: number): string {
  if (base <= 10) return `0-${base - 1}`;
  return `0-9, A-${DIGITS[base - 1]}`;
}

/**
 * More digits than this are refused at once: reading and writing them grows with the square (100,000
 * digits took over a second each way; 10,000 take some 20 ms). Python refuses more than 4,300 in
 * int() and str() by default, for the same reason.
 */
export const MAX_DIGITS = 10_000;

/** The value of digit values in `base`, taken in chunks that fit a double exactly. */
function valueOfDigits(digits: number[], base: number): bigint {
  let chunk = 1;
  while (base ** (chunk + 1) < 2 ** 53) chunk++;
  const chunkBase = BigInt(base) ** BigInt(chunk);
  let value = 0n;
  const head = digits.length % chunk || chunk;
  for (let at = 0; at < digits.length; at += at === 0 ? head : chunk) {
    const size = at === 0 ? head : chunk;
    let part = 0;
    for (let i = at; i < at + size && i < digits.length; i++) part = part * base + digits[i];
    value = (at === 0 ? 0n : value * chunkBase) + BigInt(part);
  }
  return value;
}

/**
 * Reads `text` in `base`, or with "auto" by its prefix (0x, 0b, 0o; else decimal). Spaces,
 * underscores and commas between digits group them and are skipped. `column` is the column of the
 * text's first character, for messages.
 */
export function parseNumber(text: string, base: number | "auto", column = 1): ParsedNumber {
  let at = text.search(/\S/);
  if (at < 0) throw new ToolError("Type a number");
  let negative = false;
  if (text[at] === "-" || text[at] === "+") {
    negative = text[at] === "-";
    at++;
  }
  let chosen = base === "auto" ? 10 : base;
  const prefix = text.slice(at, at + 2).toLowerCase();
  if (PREFIXES[prefix] && (base === "auto" || base === PREFIXES[prefix])) {
    chosen = PREFIXES[prefix];
    at += 2;
  }
  const whole: number[] = [];
  const fraction: number[] = [];
  let inFraction = false;
  for (; at < text.length; at++) {
    const char = text[at];
    if (char === " " || char === "_" || char === "," || char === "\t") continue;
    if (char === "." && !inFraction) {
      inFraction = true;
      continue;
    }
    const value = DIGITS.indexOf(char.toUpperCase());
    if (value < 0 || value >= chosen) {
      const shown = String.fromCodePoint(text.codePointAt(at) ?? 0);
      throw new ToolError(
        `Column ${column + at}: "${shown}" is not a digit in base ${chosen} (${digitsOfBase(chosen)})`,
        { column: column + at },
      );
    }
    (inFraction ? fraction : whole).push(value);
    if (whole.length + fraction.length > MAX_DIGITS) {
      throw new ToolError(
        `The number has more than ${groupedCount(MAX_DIGITS)} digits: this page converts numbers up to that length`,
      );
    }
  }
  if (whole.length + fraction.length === 0)
    throw new ToolError(`Column ${column + at}: a digit is missing`);
  const integer = valueOfDigits(whole, chosen);
  const numerator = valueOfDigits(fraction, chosen);
  return {
    negative: negative && (integer !== 0n || numerator !== 0n),
    integer,
    fraction: inFraction
      ? { numerator, denominator: BigInt(chosen) ** BigInt(fraction.length) }
      : null,
    base: chosen,
  };
}

/** A whole number's digits in `base`, upper case, without a sign. */
export function integerDigits(value: bigint, base: number): string {
  return value.toString(base).toUpperCase();
}

/** A fraction's digits in `base`: exact when they end within MAX_FRACTION_DIGITS, else cut. */
export function fractionDigits(
  numerator: bigint,
  denominator: bigint,
  base: number,
): { digits: string; exact: boolean } {
  let rest = numerator;
  let digits = "";
  const big = BigInt(base);
  while (rest !== 0n && digits.length < MAX_FRACTION_DIGITS) {
    rest *= big;
    digits += DIGITS[Number(rest / denominator)];
    rest %= denominator;
  }
  return { digits, exact: rest === 0n };
}

/** Digits grouped from the right: 4 for bases 2 and 16, 3 for 8 and 10 (with commas), none else. */
export function groupDigits(digits: string, base: number): string {
  const size = base === 2 || base === 16 ? 4 : base === 8 || base === 10 ? 3 : 0;
  if (size === 0 || digits.length <= size) return digits;
  const separator = base === 10 ? "," : " ";
  const head = digits.length % size || size;
  let grouped = digits.slice(0, head);
  for (let at = head; at < digits.length; at += size)
    grouped += separator + digits.slice(at, at + size);
  return grouped;
}

/** The number written in `base`; the fraction ends in "…" when it was cut. */
export function formatNumber(number: ParsedNumber, base: number, grouped: boolean): string {
  const whole = integerDigits(number.integer, base);
  let text = grouped ? groupDigits(whole, base) : whole;
  if (number.fraction) {
    const { digits, exact } = fractionDigits(
      number.fraction.numerator,
      number.fraction.denominator,
      base,
    );
    text += `.${digits || "0"}${exact ? "" : "…"}`;
  }
  return (number.negative ? "-" : "") + text;
}

/** The signed value of a whole number (its fraction ignored). */
export const signedValue = (number: ParsedNumber) =>
  number.negative ? -number.integer : number.integer;

/** The `width`-bit pattern of `value` (two's complement when negative); null when it does not fit. */
export function fixedWidth(value: bigint, width: number): bigint | null {
  const limit = 1n << BigInt(width);
  if (value < -(limit >> 1n) || value >= limit) return null;
  return value < 0n ? limit + value : value;
}

/** A pattern's signed reading: its top bit as -2^(width-1). */
export function signedOf(pattern: bigint, width: number): bigint {
  const limit = 1n << BigInt(width);
  return pattern >= limit >> 1n ? pattern - limit : pattern;
}

/** The bytes of a `width`-bit pattern, most significant first. */
export function bytesOf(pattern: bigint, width: number): number[] {
  return Array.from({ length: width / 8 }, (_, i) =>
    Number((pattern >> BigInt(width - 8 - 8 * i)) & 0xffn),
  );
}

/** The value as a double: exact for what a double holds, else the nearest (as python's float()). */
export function toDouble(number: ParsedNumber): number {
  const sign = number.negative ? -1 : 1;
  const text = `${number.integer}${number.fraction ? fractionAsDecimal(number.fraction) : ""}`;
  // Decimal text read by the engine rounds correctly; the fraction's decimal digits are exact,
  // because its denominator's prime factors (of the base) are cut after enough digits to round.
  return sign * Number(text);
}

/** A fraction as ".ddd" decimal digits: exact, or enough (60 digits) for a double to round right. */
function fractionAsDecimal({
  numerator,
  denominator,
}: {
  numerator: bigint;
  denominator: bigint;
}): string {
  let rest = numerator;
  let digits = "";
  while (rest !== 0n && digits.length < 800) {
    rest *= 10n;
    digits += String(rest / denominator);
    rest %= denominator;
  }
  return `.${digits || "0"}`;
}

/** IEEE 754 binary32 and binary64 bits of a double, as hex. */
export function floatBits(value: number): { single: string; double: string; singleValue: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat32(0, value);
  const single = view.getUint32(0).toString(16).toUpperCase().padStart(8, "0");
  const singleValue = view.getFloat32(0);
  view.setFloat64(0, value);
  const double =
    view.getUint32(0).toString(16).toUpperCase().padStart(8, "0") +
    view.getUint32(4).toString(16).toUpperCase().padStart(8, "0");
  return { single, double, singleValue };
}

/** The float a 32- or 64-bit pattern holds. */
export function floatOfBits(pattern: bigint, width: 32 | 64): number {
  const view = new DataView(new ArrayBuffer(8));
  if (width === 32) {
    view.setUint32(0, Number(pattern));
    return view.getFloat32(0);
  }
  view.setBigUint64(0, pattern);
  return view.getFloat64(0);
}
