// The Text to PDF settings as the page keeps them: choices, and numbers as typed (so "1,4" stays
// what the user wrote until it is read). readSettings turns them into PdfOptions or says which
// field is wrong and why.
import {
  DEFAULT_PDF_OPTIONS,
  FONTS,
  type FontName,
  LIMITS,
  PAGE_SIZES,
  type PageSizeName,
  type PdfOptions,
} from "./pdf-options";
import { groupedCount } from "~/lib/number/count-text";

export interface PdfSettings {
  pageSize: PageSizeName;
  orientation: PdfOptions["orientation"];
  font: FontName;
  wrap: PdfOptions["wrap"];
  pageNumbers: boolean;
  marginMm: string;
  fontSize: string;
  lineHeight: string;
  tabWidth: string;
  header: string;
  title: string;
  author: string;
}

export const DEFAULT_SETTINGS: PdfSettings = {
  ...DEFAULT_PDF_OPTIONS,
  marginMm: String(DEFAULT_PDF_OPTIONS.marginMm),
  fontSize: String(DEFAULT_PDF_OPTIONS.fontSize),
  lineHeight: String(DEFAULT_PDF_OPTIONS.lineHeight),
  tabWidth: String(DEFAULT_PDF_OPTIONS.tabWidth),
};

export const PAGE_SIZE_OPTIONS = Object.entries(PAGE_SIZES).map(([value, size]) => ({
  value: value as PageSizeName,
  label: size.label,
}));
export const FONT_OPTIONS = Object.entries(FONTS).map(([value, font]) => ({
  value: value as FontName,
  label: font.label,
}));
export const ORIENTATIONS = [
  { value: "portrait", label: "Portrait" },
  { value: "landscape", label: "Landscape" },
] as const;
export const WRAPS = [
  { value: "words", label: "At spaces" },
  { value: "characters", label: "At the page edge" },
] as const;

const NUMBER_FIELDS = {
  marginMm: { label: "Margins (mm)", integer: false },
  fontSize: { label: "Font size (pt)", integer: false },
  lineHeight: { label: "Line height", integer: false },
  tabWidth: { label: "Tab width", integer: true },
} as const;
type NumberField = keyof typeof NUMBER_FIELDS;

/** A header, title or author is one line; a longer paste is a mistake, said so rather than cut. */
export const MAX_TEXT_FIELD_CHARACTERS = 300;
const TEXT_FIELDS = { header: "Header", title: "Document title", author: "Author" } as const;
type TextField = keyof typeof TEXT_FIELDS;
export const numberFieldLabel = (field: NumberField) => NUMBER_FIELDS[field].label;

const oneOf = <T extends string>(options: readonly { value: T }[], value: unknown): value is T =>
  options.some((option) => option.value === value);

/** Stored settings are from any version of the page: only well-formed ones are used. */
export function isPdfSettings(value: unknown): value is PdfSettings {
  if (typeof value !== "object" || value === null) return false;
  const settings = value as Record<string, unknown>;
  return (
    oneOf(PAGE_SIZE_OPTIONS, settings.pageSize) &&
    oneOf(ORIENTATIONS, settings.orientation) &&
    oneOf(FONT_OPTIONS, settings.font) &&
    oneOf(WRAPS, settings.wrap) &&
    typeof settings.pageNumbers === "boolean" &&
    ["marginMm", "fontSize", "lineHeight", "tabWidth", "header", "title", "author"].every(
      (key) => typeof settings[key] === "string",
    )
  );
}

/**
 * A number as typed: digits with one decimal point or comma (the field holds no thousands, so
 * "1,4" is one point four, never fourteen). Null when it is not such a number.
 */
export function readDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}(?:[.,]\d{1,4})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(",", "."));
}

/** The options the settings stand for, or the first field's problem. */
export function readSettings(
  settings: PdfSettings,
): { options: PdfOptions; error: null } | { options: null; error: string } {
  const numbers = {} as Record<NumberField, number>;
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[]) {
    const { label, integer } = NUMBER_FIELDS[field];
    const { min, max } = LIMITS[field];
    const value = readDecimal(settings[field]);
    if (value === null || (integer && !Number.isInteger(value)))
      return {
        options: null,
        error: `${label}: "${settings[field].slice(0, 12)}" is not ${integer ? "a whole number" : "a number"}.`,
      };
    if (value < min || value > max)
      return { options: null, error: `${label}: from ${min} to ${max}.` };
    numbers[field] = value;
  }
  for (const [field, label] of Object.entries(TEXT_FIELDS) as [TextField, string][]) {
    if ([...settings[field]].length > MAX_TEXT_FIELD_CHARACTERS)
      return {
        options: null,
        error: `${label}: at most ${MAX_TEXT_FIELD_CHARACTERS} characters (this one has ${groupedCount([...settings[field]].length)}).`,
      };
  }
  return { options: { ...settings, ...numbers }, error: null };
}
