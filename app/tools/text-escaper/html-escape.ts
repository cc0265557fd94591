// HTML escaping (& < > " ' for text and attribute values) and unescaping of named and numeric
// character references as a browser decodes them. Part of /text-escaper.
import { HTML_NAMED_ENTITIES } from "./html-entities";

const HTML_SPECIALS = /[&<>"']/g;
const HTML_REPLACEMENTS: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  // &#39; rather than &apos;, which HTML 4 and old browsers do not know.
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(HTML_SPECIALS, (char) => HTML_REPLACEMENTS[char]);
}

// Browsers read &#128; to &#159; as windows-1252 (the bytes a legacy page meant), not as C1 controls.
const WINDOWS_1252_C1: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

const REPLACEMENT_CHARACTER = 0xfffd;

/** The character a numeric reference stands for, by the HTML standard's rules for odd numbers. */
function numericReferenceText(codePoint: number): string {
  if (
    codePoint === 0 ||
    codePoint > 0x10ffff ||
    (codePoint >= 0xd800 && codePoint <= 0xdfff) ||
    Number.isNaN(codePoint)
  ) {
    return String.fromCodePoint(REPLACEMENT_CHARACTER);
  }
  return String.fromCodePoint(WINDOWS_1252_C1[codePoint] ?? codePoint);
}

// Numeric references may omit the ";" (browsers accept that); named ones need it here, because
// the legacy semicolon-free forms depend on context ("&copy=1" in a URL is not ©).
const HTML_REFERENCE = /&(?:#([0-9]+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]*);)/g;

/**
 * Decodes HTML character references: the named ones of HTML_NAMED_ENTITIES and every decimal or
 * hex numeric reference. Unknown names and a bare "&" stay as written, as in a browser.
 */
export function unescapeHtml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    HTML_REFERENCE,
    (reference, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return HTML_NAMED_ENTITIES.get(name) ?? reference;
      return numericReferenceText(decimal !== undefined ? Number(decimal) : parseInt(hex!, 16));
    },
  );
}
