// The slug of one title ("/ai-slugifier"): custom replacements, words split out of the
// text, stop words dropped, each word transliterated to ASCII, joined with the separator and cut
// at a word boundary. Output holds only [A-Za-z0-9] and the separator, never two in a row or at an end.
import type { SlugLanguage, SlugOptions } from "./slug-options";
import { isStopWord } from "./stop-words";
import {
  type AsciiTable,
  type RuleSet,
  noTable,
  ruleSetFor,
  transliterateWord,
} from "./transliterate";

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
const APOSTROPHES = new Set(["'", "\u2019", "\u02BC"]);
/** Languages where an apostrophe ends a word (l'été → l ete): elsewhere it joins (don't → dont). */
const APOSTROPHE_SPLITS = new Set<SlugLanguage>(["fr", "it"]);

function hasLetterOrDigit(text: string): boolean {
  for (const char of text) if (isWordChar(char)) return true;
  return false;
}

function isWordChar(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 0x80)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return WORD_CHAR.test(char);
}

/**
 * The replacements in order, each as plain text. A replacement of a symbol ("&" → "and") stands as
 * a word of its own, so "R&D" gives "r-and-d"; one of letters ("ü" → "u") replaces inside words.
 */
export function applyReplacements(text: string, replacements: SlugOptions["replacements"]): string {
  let out = text;
  for (const { from, to } of replacements) {
    const target = from.normalize("NFC");
    if (target === "") continue;
    out = out.split(target).join(hasLetterOrDigit(target) ? to : ` ${to} `);
  }
  return out;
}

/**
 * The words of a text: runs of letters, marks and digits, apostrophes inside a word kept as "'"
 * (unless `apostropheSplits`); each Chinese character is a word, so its pinyin syllables stay apart.
 */
export function wordsOf(text: string, apostropheSplits = false): string[] {
  const words: string[] = [];
  let current = "";
  const flush = () => {
    // An apostrophe only joins letters: one at the end of a word is dropped.
    if (current.endsWith("'")) current = current.slice(0, -1);
    if (current !== "") words.push(current);
    current = "";
  };
  for (const char of text) {
    if (isWordChar(char)) {
      if (char.charCodeAt(0) >= 0x2e80 && HAN.test(char)) {
        flush();
        words.push(char);
      } else current += char;
    } else if (
      APOSTROPHES.has(char) &&
      !apostropheSplits &&
      current !== "" &&
      !current.endsWith("'")
    )
      current += "'";
    else flush();
  }
  flush();
  return words;
}

function isNumber(piece: string): boolean {
  for (let i = 0; i < piece.length; i++) {
    const code = piece.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** The ASCII letter-and-digit runs of a transliterated word (the table may give "1/2" or spaces). */
function asciiPieces(ascii: string): string[] {
  const pieces: string[] = [];
  let current = "";
  for (let i = 0; i < ascii.length; i++) {
    const code = ascii.charCodeAt(i);
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122))
      current += ascii[i];
    // The table writes Arabic ayn and hamza as ` and ' inside a word: not a word break.
    else if (code === 0x60 || code === 0x27) continue;
    else if (current !== "") {
      pieces.push(current);
      current = "";
    }
  }
  if (current !== "") pieces.push(current);
  return pieces;
}

function stopWordLanguage(language: SlugLanguage, rules: RuleSet) {
  if (language !== "auto") return language;
  return rules === "generic" ? "en" : rules;
}

/** The slug's words, in ASCII, before joining. */
export function slugWords(
  title: string,
  options: SlugOptions,
  table: AsciiTable = noTable,
): string[] {
  const text = applyReplacements(title.normalize("NFC"), options.replacements);
  const rules = ruleSetFor(options.language, text);
  let words = wordsOf(text, APOSTROPHE_SPLITS.has(options.language));
  if (options.removeStopWords) {
    const language = stopWordLanguage(options.language, rules);
    const kept = words.filter((word) => !isStopWord(word, language));
    // A title made only of stop words ("The The") keeps them: an empty slug helps nobody.
    if (kept.length > 0) words = kept;
  }
  const out: string[] = [];
  for (const word of words) {
    for (let piece of asciiPieces(transliterateWord(word, rules, table))) {
      if (options.lowercase) piece = piece.toLowerCase();
      if (options.keepNumbers || !isNumber(piece)) out.push(piece);
    }
  }
  return out;
}

/**
 * Joins words with the separator, keeping as many whole words as fit in `maxLength` (0: all).
 * A first word longer than the limit is cut, as there is no boundary before it.
 */
export function joinWithin(words: readonly string[], separator: string, maxLength: number): string {
  if (maxLength <= 0) return words.join(separator);
  let out = "";
  for (const word of words) {
    const next = out === "" ? word : out + separator + word;
    if (next.length > maxLength) break;
    out = next;
  }
  return out === "" && words.length > 0 ? words[0].slice(0, maxLength) : out;
}

export function slugify(title: string, options: SlugOptions, table: AsciiTable = noTable): string {
  return joinWithin(slugWords(title, options, table), options.separator, options.maxLength);
}
