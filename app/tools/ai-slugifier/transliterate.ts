// Transliteration of one word to ASCII for /ai-slugifier: language rules first (German umlauts,
// Danish/Norwegian æ ø å, Russian and Ukrainian tables), then accents stripped by Unicode
// decomposition, and only what neither covers goes to the any-ascii table (219 KiB gz), which the
// page loads on first need. The built-in rules always win, so a result never depends on whether
// the table is loaded yet.
import { ToolError } from "~/lib/tool-error";
import type { SlugLanguage } from "./slug-options";

/** The full table (any-ascii's default export): text in, ASCII out. */
export type AsciiTable = (text: string) => string;

export const TABLE_MISSING_MESSAGE = "The transliteration table is not loaded yet.";

/** The default when no table is given: callers check needsTable() first, so this is a bug guard. */
export const noTable: AsciiTable = () => {
  throw new ToolError(TABLE_MISSING_MESSAGE);
};

/** The languages with their own rules; every other language transliterates in the generic way. */
export type RuleSet = "generic" | "de" | "da" | "ru" | "uk";

const GERMAN: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const DANISH_NORWEGIAN: Record<string, string> = { æ: "ae", ø: "oe", å: "aa" };

// Russian: a practical romanisation for URLs (BGN/PCGN without diacritics or apostrophes):
// й → y, ю → yu, я → ya, ё → e, ъ and ь dropped.
const RUSSIAN: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "y",
  к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f",
  х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
}; // prettier-ignore

// Ukrainian: the national standard (Cabinet of Ministers resolution No. 55 of 27 January 2010):
// г → h, ґ → g, и → y, і → i; є ї й ю я are ye yi y yu ya at the start of a word, ie i i iu ia
// elsewhere; зг → zgh; ь and the apostrophe are dropped.
const UKRAINIAN: Record<string, string> = {
  ...RUSSIAN,
  г: "h", ґ: "g", е: "e", є: "ie", и: "y", і: "i", ї: "i", й: "i", ю: "iu", я: "ia",
}; // prettier-ignore
const UKRAINIAN_INITIAL: Record<string, string> = { є: "ye", ї: "yi", й: "y", ю: "yu", я: "ya" };

// Letters that decomposition does not reduce to ASCII, spelled as any-ascii spells them.
const LATIN_SPECIALS: Record<string, string> = {
  ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h", ŋ: "ng",
  ſ: "s", ĸ: "q", ŧ: "t", ƒ: "f",
}; // prettier-ignore

const UKRAINIAN_ONLY = new Set(["і", "ї", "є", "ґ"]);

const MARKS = /\p{M}/gu;
const ASCII_ALNUM = /^[A-Za-z0-9]*$/;

/** The language whose rules apply: the chosen one, or for Auto one guessed from the letters. */
export function ruleSetFor(language: SlugLanguage, text: string): RuleSet {
  if (language === "de") return "de";
  if (language === "da" || language === "nb") return "da";
  if (language === "ru" || language === "uk") return language;
  // Cyrillic in another language (or Auto) is Ukrainian when a letter only Ukrainian has appears.
  let cyrillic = false;
  let germanSharpS = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0xdf || code === 0x1e9e) germanSharpS = true;
    else if (code >= 0x400 && code <= 0x4ff) {
      const lower = text[i].toLowerCase();
      if (UKRAINIAN_ONLY.has(lower)) return "uk";
      if (lower in RUSSIAN) cyrillic = true;
    }
  }
  if (cyrillic) return "ru";
  return language === "auto" && germanSharpS ? "de" : "generic";
}

/** The ASCII of one lower-case letter by the built-in rules, or null when only the table knows it. */
function builtIn(lower: string, rules: RuleSet, previous: string, initial: boolean): string | null {
  if (rules === "de" && lower in GERMAN) return GERMAN[lower];
  if (rules === "da" && lower in DANISH_NORWEGIAN) return DANISH_NORWEGIAN[lower];
  if (rules === "uk") {
    if (initial && lower in UKRAINIAN_INITIAL) return UKRAINIAN_INITIAL[lower];
    if (lower === "г" && previous === "з") return "gh";
    if (lower in UKRAINIAN) return UKRAINIAN[lower];
  }
  if (lower in RUSSIAN) return RUSSIAN[lower];
  // Ukrainian letters in a text under another language's rules: still the Ukrainian spelling.
  if (lower in UKRAINIAN) return UKRAINIAN[lower];
  if (lower in LATIN_SPECIALS) return LATIN_SPECIALS[lower];
  return decomposed(lower);
}

// Decomposing costs about a microsecond a letter; a text repeats few distinct letters.
const decomposedCache = new Map<string, string | null>();

/** Accented Latin letters, ligatures (ﬁ), full-width and superscript forms, without their marks. */
function decomposed(lower: string): string | null {
  let known = decomposedCache.get(lower);
  if (known === undefined) {
    const stripped = lower.normalize("NFKD").replace(MARKS, "");
    known = ASCII_ALNUM.test(stripped) ? stripped : null;
    decomposedCache.set(lower, known);
  }
  return known;
}

function isAscii(char: string): boolean {
  return char.charCodeAt(0) < 0x80;
}

/** Whether some non-ASCII letter or digit of `text` needs the full table. */
export function needsTable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const char = String.fromCodePoint(text.codePointAt(i)!);
    if (char.length === 2) i++;
    if (/[\p{L}\p{N}]/u.test(char) && builtIn(char.toLowerCase(), "generic", "", false) === null)
      return true;
  }
  return false;
}

/**
 * One word (letters, marks, digits and apostrophes) in ASCII; apostrophes are dropped. Letters
 * keep their case as far as ASCII can ("Щ" → "Shch").
 */
export function transliterateWord(word: string, rules: RuleSet, table: AsciiTable): string {
  let out = "";
  let previous = "";
  let initial = true;
  for (const char of word) {
    if (isAscii(char)) {
      if (char !== "'") out += char;
    } else {
      const lower = char.toLowerCase();
      const known = builtIn(lower, rules, previous, initial);
      if (known === null) out += table(char);
      else if (known !== "" && lower !== char) out += known[0].toUpperCase() + known.slice(1);
      else out += known;
    }
    previous = char.toLowerCase();
    if (char !== "'") initial = false;
  }
  return out;
}
