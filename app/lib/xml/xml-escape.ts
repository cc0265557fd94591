// XML escaping of text and attribute values, and unescaping of the predefined and numeric references.
// Implements spec §5 "XML output escapes & < > \" '"; shared by /text-escaper and the XML converters.

const PREDEFINED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

const TEXT_SPECIALS = /[&<>"'\r\u0085\u2028]/g;
const ATTRIBUTE_SPECIALS = /[&<>"'\t\n\r\u0085\u2028]/g;

const REPLACEMENTS: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  // A parser turns a raw CR (and CRLF) into LF, and an attribute's tab and line breaks into
  // spaces; character references survive both normalisations, so the value comes back exactly.
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
  // XML 1.1 readers (and xmldom) turn NEL and LINE SEPARATOR into LF; a reference keeps them.
  "\u0085": "&#133;",
  "\u2028": "&#8232;",
};

const replace = (char: string) => REPLACEMENTS[char];

/** Escapes text content: the five special characters of spec §5, plus CR so it is not normalised to LF. */
export function escapeXmlText(text: string): string {
  return text.replace(TEXT_SPECIALS, replace);
}

/** Escapes an attribute value (for single or double quotes), keeping tabs and line breaks as they are. */
export function escapeXmlAttribute(value: string): string {
  return value.replace(ATTRIBUTE_SPECIALS, replace);
}

/**
 * The first character XML 1.0 cannot hold, even as a reference: C0 controls other than tab, LF and
 * CR, U+FFFE, U+FFFF and unpaired surrogates.
 */
export const INVALID_XML_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** "U+0001": how messages name a character. */
export function unicodeLabel(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

const REFERENCE = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z]+));/g;

/** True for code points XML can hold at all (XML 1.0 "Char"); a reference to anything else is an error. */
export function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

/**
 * Decodes the five predefined entities and decimal or hex character references (&#60; &#x3C;).
 * Anything else that looks like a reference (&nbsp;, &#0;, a missing ";") is kept as written:
 * it is not XML's to decode, and dropping it would lose the user's text.
 */
export function unescapeXml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return PREDEFINED_ENTITIES[name] ?? reference;
    const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    return isXmlChar(codePoint) ? String.fromCodePoint(codePoint) : reference;
  });
}
