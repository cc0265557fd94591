// Infers the narrowest XML Schema simple type that accepts every observed value of an element's text
// or an attribute (/xsd-generator: integer, decimal, boolean, date, dateTime, string).
import { trimLeading, trimTrailing } from "~/lib/text/trim-chars";

export type SimpleTypeName = "integer" | "decimal" | "boolean" | "date" | "dateTime" | "string";

/** Narrowest first: the first candidate every value fits is the one inferred. */
const CANDIDATES = ["integer", "decimal", "boolean", "date", "dateTime"] as const;

// Schema validators collapse XML whitespace (only these four characters) before checking a value.
const XML_WHITESPACE = " \t\r\n";
const INTEGER = /^[+-]?[0-9]+$/;
const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;
// Only the words: "0" and "1" are also xs:boolean, but a column of 0/1 is far more often a number.
const BOOLEAN = /^(?:true|false)$/;
// Four-digit years only: xs:date allows more digits and negative years, which samples hardly show.
const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})/;
const TIME_ZONE = /^(?:Z|[+-]([0-9]{2}):([0-9]{2}))?$/;
const TIME = /^T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]+)?/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Length of a valid calendar date at the start of `value` (0 when there is none). */
function dateLength(value: string): number {
  const match = DATE.exec(value);
  if (!match) return 0;
  const [, year, month, day] = match.map(Number);
  // Year 0000 does not exist in XML Schema 1.0, which validators such as libxml2 follow.
  if (year === 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 0;
  return match[0].length;
}

function isTimeZone(rest: string): boolean {
  const match = TIME_ZONE.exec(rest);
  if (!match) return false;
  if (match[1] === undefined) return true;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return minutes <= 59 && (hours < 14 || (hours === 14 && minutes === 0));
}

export function isXsdDate(value: string): boolean {
  const length = dateLength(value);
  return length > 0 && isTimeZone(value.slice(length));
}

export function isXsdDateTime(value: string): boolean {
  const length = dateLength(value);
  if (length === 0) return false;
  const time = TIME.exec(value.slice(length));
  if (!time) return false;
  const [, hours, minutes, seconds] = time.map(Number);
  // 24:00:00 is allowed by XML Schema, but not every validator takes it: it stays a string.
  if (hours > 23 || minutes > 59 || seconds > 59) return false;
  return isTimeZone(value.slice(length + time[0].length));
}

const MATCHERS: Record<(typeof CANDIDATES)[number], (value: string) => boolean> = {
  integer: (value) => INTEGER.test(value),
  decimal: (value) => DECIMAL.test(value),
  boolean: (value) => BOOLEAN.test(value),
  date: isXsdDate,
  dateTime: isXsdDateTime,
};

/**
 * Types whose values libxml2 refuses with whitespace around them, though XML Schema collapses it:
 * "2024-02-29 " fails its xs:date check (it reads the blank where a time zone may stand). Such a
 * value is not given these types, so the schema validates in libxml2 too.
 */
const UNPADDED_ONLY = new Set<string>(["date", "dateTime"]);

/** Which candidates a value fits, as bits in CANDIDATES order. */
function fittingCandidates(value: string): number {
  const collapsed = trimTrailing(trimLeading(value, XML_WHITESPACE), XML_WHITESPACE);
  const padded = collapsed.length !== value.length;
  let bits = 0;
  CANDIDATES.forEach((candidate, bit) => {
    if (padded && UNPADDED_ONLY.has(candidate)) return;
    if (MATCHERS[candidate](collapsed)) bits |= 1 << bit;
  });
  return bits;
}

/** The values seen so far of one element's text or one attribute, narrowed to a type as they come. */
export class ValueTypes {
  private possible = (1 << CANDIDATES.length) - 1;
  private seen = false;

  add(value: string): void {
    this.seen = true;
    if (this.possible !== 0) this.possible &= fittingCandidates(value);
  }

  /** The narrowest type every value fits; an empty value only fits string. */
  get type(): SimpleTypeName {
    if (!this.seen) return "string";
    const bit = CANDIDATES.findIndex((_, index) => (this.possible & (1 << index)) !== 0);
    return bit < 0 ? "string" : CANDIDATES[bit];
  }
}

/** The simple type of `values`, e.g. ["1", "2.5"] → "decimal". */
export function inferSimpleType(values: readonly string[]): SimpleTypeName {
  const types = new ValueTypes();
  for (const value of values) types.add(value);
  return types.type;
}
