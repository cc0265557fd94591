// XML names: the XML 1.0 Name production, and turning arbitrary text (CSV column names, JSON keys)
// into element and attribute names by spec §5's rule. Shared by xml-scan and the XML converters.

// XML 1.0 (fifth edition) Name production: the start characters, then the characters allowed after.
// Written as the inside of a regular expression class, for the "u" flag.
export const NAME_START_CLASS =
  ":A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}";
export const NAME_CHAR_CLASS = `${NAME_START_CLASS}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040`;

// The classes list single code points and ranges (ZWNJ, ZWJ, combining marks), never sequences.
/* eslint-disable no-misleading-character-class */
const WHOLE_NAME = new RegExp(`^[${NAME_START_CLASS}][${NAME_CHAR_CLASS}]*$`, "u");
const NAME_START_CHAR = new RegExp(`^[${NAME_START_CLASS}]`, "u");
const NAME_CHAR = new RegExp(`^[${NAME_CHAR_CLASS}]$`, "u");
/* eslint-enable no-misleading-character-class */
const LETTER_DIGIT_OR_UNDERSCORE = /^[\p{L}\p{Nd}_]$/u;

/** Whether `text` is an XML 1.0 Name (colons allowed, as in `xml:lang`). */
export function isXmlName(text: string): boolean {
  return WHOLE_NAME.test(text);
}

/**
 * Whether `text` can name an element or attribute in a namespace-well-formed document: a Name with
 * no colon, or one colon between two such names (a prefixed name like `soap:Body`).
 */
export function isQualifiedXmlName(text: string): boolean {
  if (!isXmlName(text)) return false;
  const parts = text.split(":");
  return parts.length === 1 || (parts.length === 2 && parts[0] !== "" && parts[1] !== "");
}

/**
 * Spec §5's rule for column names: every character other than a letter, a digit or an underscore
 * becomes "_", and a name that cannot start an XML name (a leading digit) gets a "_" in front.
 * Letters and digits are Unicode ones ("Prénom" stays as it is); the few that XML does not allow
 * in names (ª, µ, º) become "_" too. Empty text becomes "_".
 */
export function toXmlName(text: string): string {
  let name = "";
  for (const char of text) {
    name += LETTER_DIGIT_OR_UNDERSCORE.test(char) && NAME_CHAR.test(char) ? char : "_";
  }
  if (name === "") return "_";
  return NAME_START_CHAR.test(name) ? name : `_${name}`;
}

/**
 * Makes names unique in order: the second "a" becomes "a_2", the third "a_3" (skipping any that
 * are taken). Attributes must not repeat in one element, and JSON keys would overwrite each other.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let n = 2; taken.has(unique); n++) unique = `${name}_${n}`;
    taken.add(unique);
    return unique;
  });
}
