// String utilities: case conversion (prose and identifier styles) and grapheme-safe reversal.
// Implements the spec's §2 route table entry "/string-utilities: case conversion, reverse".
// The operations are listed in string-operations.ts, which the page and the chain step read
// without this core; re-exported for the core's callers.
import type { StringOperation } from "./string-operations";

export {
  STRING_OPERATIONS,
  type StringOperation,
  type StringOperationInfo,
  isStringOperation,
} from "./string-operations";

/** What the page sends to the worker for a large input. */
export interface TransformJob {
  text: string;
  operation: StringOperation;
}

const LETTER = /\p{L}/u;
/** A word of prose: letters, digits and marks, with inner apostrophes ("don't" is one word). */
const PROSE_WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;
/**
 * Runs of letters and digits; anything else (space - _ . / punctuation) separates identifier words.
 * Marks (\p{M}) count as part of the letter before them, so a decomposed "é" stays in its word.
 */
const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;
// Case boundaries inside a run: "helloWorld" and "version2Update" split before the capital;
// "HTTPServer" splits before the capital that starts a lower-case word ("HTTP" + "Server").
// Digits stay with the letters before them ("base64Decode" → base64 + Decode).
const LOWER_TO_UPPER = /([\p{Ll}\p{N}]\p{M}*)(?=[\p{Lu}\p{Lt}])/gu;
const ACRONYM_TO_WORD = /([\p{Lu}\p{Lt}]\p{M}*)(?=[\p{Lu}\p{Lt}]\p{M}*\p{Ll})/gu;
/** Apostrophes inside words are dropped, not split on: "don't stop" → dont_stop, not don_t_stop. */
const INNER_APOSTROPHE = /(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu;
const LINE_BREAK = /\r\n|\n|\r/;
const LINE_BREAK_KEPT = /(\r\n|\n|\r)/;
const WORD_SEPARATOR = /(\s+)/;

/** The words of one identifier or phrase, in their original case. */
export function splitWords(text: string): string[] {
  const runs = text.replace(INNER_APOSTROPHE, "").match(WORD_RUN) ?? [];
  return runs.flatMap((run) =>
    run.replace(LOWER_TO_UPPER, "$1\u0000").replace(ACRONYM_TO_WORD, "$1\u0000").split("\u0000"),
  );
}

/** First character upper case, the rest lower case (code points, so an astral first letter is whole). */
function capitalize(word: string): string {
  if (word === "") return "";
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return first.toUpperCase() + word.slice(first.length).toLowerCase();
}

/** Line texts and the exact break after each (the last line has none), so breaks survive unchanged. */
function splitLines(text: string): { lines: string[]; breaks: string[] } {
  const parts = text.split(LINE_BREAK_KEPT);
  const lines: string[] = [];
  const breaks: string[] = [];
  parts.forEach((part, i) => (i % 2 === 0 ? lines : breaks).push(part));
  return { lines, breaks };
}

function joinLines(lines: string[], breaks: string[]): string {
  let out = lines[0] ?? "";
  for (let i = 1; i < lines.length; i++) out += breaks[i - 1] + lines[i];
  return out;
}

/** Applies `convert` to each line, keeping line breaks and the whitespace around each line. */
function perLine(text: string, convert: (line: string) => string): string {
  if (!LINE_BREAK.test(text)) return convertKeepingEdges(text, convert);
  const { lines, breaks } = splitLines(text);
  return joinLines(
    lines.map((line) => convertKeepingEdges(line, convert)),
    breaks,
  );
}

// Indentation is kept so an indented list of names stays indented after conversion.
function convertKeepingEdges(line: string, convert: (line: string) => string): string {
  // trimStart/trimEnd rather than one regex: /^(\s*)(.*?)(\s*)$/ backtracks quadratically on long spaces.
  const start = line.length - line.trimStart().length;
  const end = line.trimEnd().length;
  return start >= end
    ? line
    : line.slice(0, start) + convert(line.slice(start, end)) + line.slice(end);
}

function identifier(
  words: string[],
  separator: string,
  style: (word: string, index: number) => string,
) {
  return words.map(style).join(separator);
}

const toLower = (word: string) => word.toLowerCase();
const toUpper = (word: string) => word.toUpperCase();

function toTitleCase(text: string): string {
  return text.replace(PROSE_WORD, capitalize);
}

// A sentence starts at the beginning, at each new line, and after . ! ? or … followed by
// whitespace (closing quotes or brackets may sit between the stop and the space).
function toSentenceCase(text: string): string {
  let out = "";
  let capitalizeNext = true;
  let afterStop = false;
  for (const char of text.toLowerCase()) {
    if (LETTER.test(char)) {
      out += capitalizeNext ? char.toUpperCase() : char;
      capitalizeNext = afterStop = false;
      continue;
    }
    out += char;
    if (char === "\n" || char === "\r") {
      capitalizeNext = true;
      afterStop = false;
    } else if (".!?…".includes(char)) afterStop = true;
    else if (/\s/.test(char)) capitalizeNext ||= afterStop;
    else if (/\p{N}/u.test(char)) capitalizeNext = afterStop = false; // "3 apples" starts with 3
  }
  return out;
}

// Only letters take part in the alternation, so "a b" gives "a B" whatever the spacing.
function toAlternatingCase(text: string): string {
  let out = "";
  let upper = false;
  for (const char of text) {
    if (!LETTER.test(char)) {
      out += char;
      continue;
    }
    out += upper ? char.toUpperCase() : char.toLowerCase();
    upper = !upper;
  }
  return out;
}

function toInverseCase(text: string): string {
  let out = "";
  for (const char of text) {
    const upper = char.toUpperCase();
    out += char === upper ? char.toLowerCase() : upper;
  }
  return out;
}

let graphemeSegmenter: Intl.Segmenter | undefined;

/** Printable ASCII: between two of these there is always a grapheme boundary (UAX #29 GB999). */
function isPrintableAscii(code: number): boolean {
  return code >= 0x20 && code <= 0x7e;
}

// A cut that cannot split a grapheme: after LF (GB4), or after printable ASCII when the next
// character is printable ASCII or a line break (GB5, GB999).
function isSafeCut(text: string, index: number): boolean {
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  return (
    before === 0x0a ||
    (isPrintableAscii(before) && (isPrintableAscii(after) || after === 0x0a || after === 0x0d))
  );
}

const SEGMENT_CHUNK = 1024;

/**
 * The text's grapheme clusters. The text is fed to Intl.Segmenter in chunks cut at safe
 * boundaries: some engines (V8 in Node 20) iterate one long string in quadratic time
 * (200,000 characters took minutes), while chunks keep every engine linear.
 */
function graphemesOf(text: string): string[] {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const graphemes: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + SEGMENT_CHUNK, text.length);
    while (end < text.length && !isSafeCut(text, end)) end++;
    for (const { segment } of graphemeSegmenter.segment(text.slice(start, end))) {
      graphemes.push(segment);
    }
    start = end;
  }
  return graphemes;
}

function isAsciiWithoutCarriageReturn(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f || code === 0x0d) return false;
  }
  return true;
}

/**
 * Reverses user-perceived characters, so 👍🏽, 👨‍👩‍👧‍👦, flags and "e + combining accent" stay whole.
 * Plain ASCII without \r (where \r\n is the only multi-unit grapheme) takes a much faster path.
 */
function reverseCharacters(text: string): string {
  if (isAsciiWithoutCarriageReturn(text)) return text.split("").reverse().join("");
  return graphemesOf(text).reverse().join("");
}

/** Reverses the order of the words on one line; the runs of whitespace keep their places. */
function reverseWordsOfLine(line: string): string {
  const parts = line.split(WORD_SEPARATOR);
  // Even indices are words (possibly "" at either end), odd ones the whitespace between them.
  const words = parts.filter((_, i) => i % 2 === 0 && parts[i] !== "");
  if (words.length < 2) return line;
  words.reverse();
  let next = 0;
  return parts.map((part, i) => (i % 2 === 1 || part === "" ? part : words[next++])).join("");
}

function isLineBreakChar(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

// Blank lines at the very start and a final line break (or several) stay where they are, so
// "a\nb\n" gives "b\na\n". The lines between, and the breaks between them, are reversed. That
// middle part starts and ends with a non-empty line either way, so reversing twice gives back
// the input.
function reverseLines(text: string): string {
  let start = 0;
  while (start < text.length && isLineBreakChar(text.charCodeAt(start))) start++;
  let end = text.length;
  while (end > start && isLineBreakChar(text.charCodeAt(end - 1))) end--;
  const { lines, breaks } = splitLines(text.slice(start, end));
  return text.slice(0, start) + joinLines(lines.reverse(), breaks.reverse()) + text.slice(end);
}

/** Applies one operation to the whole text. Never throws for any string. */
export function transformText(text: string, operation: StringOperation): string {
  switch (operation) {
    case "upper":
      return text.toUpperCase();
    case "lower":
      return text.toLowerCase();
    case "title":
      return toTitleCase(text);
    case "sentence":
      return toSentenceCase(text);
    case "camel":
      return perLine(text, (line) =>
        identifier(splitWords(line), "", (w, i) => (i === 0 ? w.toLowerCase() : capitalize(w))),
      );
    case "pascal":
      return perLine(text, (line) => identifier(splitWords(line), "", capitalize));
    case "snake":
      return perLine(text, (line) => identifier(splitWords(line), "_", toLower));
    case "kebab":
      return perLine(text, (line) => identifier(splitWords(line), "-", toLower));
    case "constant":
      return perLine(text, (line) => identifier(splitWords(line), "_", toUpper));
    case "dot":
      return perLine(text, (line) => identifier(splitWords(line), ".", toLower));
    case "alternating":
      return toAlternatingCase(text);
    case "inverse":
      return toInverseCase(text);
    case "reverse-characters":
      return reverseCharacters(text);
    case "reverse-words":
      return perLine(text, reverseWordsOfLine);
    case "reverse-lines":
      return reverseLines(text);
  }
}
