// Character Counter core: characters (graphemes, code points, UTF-16 units, UTF-8 bytes), words,
// lines, spaces, paragraphs, sentences, reading and speaking time and the most frequent words.
// Implements the spec's §2 route table entry "/character-counter".
import { textChunks } from "~/lib/text/text-chunks";
import { isStopWord } from "./stop-words";
import { groupedCount } from "~/lib/number/count-text";

export interface CountOptions {
  /** Leave common English words ("the", "and") out of the most frequent words. */
  ignoreStopWords: boolean;
  /** How many of the most frequent words to list. */
  topWords: number;
}

export const DEFAULT_COUNT_OPTIONS: CountOptions = { ignoreStopWords: true, topWords: 10 };

export interface WordFrequency {
  word: string;
  count: number;
}

export interface TextCounts {
  /** User-perceived characters: grapheme clusters (👍🏽 is one). */
  characters: number;
  /** Grapheme clusters that are not white space (line breaks are white space). */
  charactersWithoutSpaces: number;
  codePoints: number;
  utf16Units: number;
  /** Bytes of the text encoded as UTF-8 (a lone surrogate becomes U+FFFD, 3 bytes). */
  utf8Bytes: number;
  /** Words as Intl.Segmenter finds them, so Chinese and Japanese count by dictionary words. */
  words: number;
  /** Lines as an editor shows them: line breaks (CRLF, LF or CR) plus one; 0 for empty text. */
  lines: number;
  /** White-space characters other than line breaks (space, tab, no-break space…). */
  spaces: number;
  /** Lines that hold something other than white space. */
  paragraphs: number;
  sentences: number;
  readingSeconds: number;
  speakingSeconds: number;
  /** The most frequent words (lower-cased, with at least one letter), most frequent first. */
  topWords: WordFrequency[];
}

/** Silent reading of non-fiction by adults (Brysbaert 2019: 238 words a minute). */
export const READING_WORDS_PER_MINUTE = 238;
/** A presentation's pace. */
export const SPEAKING_WORDS_PER_MINUTE = 150;

/** What the page counts: typed text, or a file too large for the editor (the worker reads it). */
export interface CountJob extends CountOptions {
  text: string;
  file: Blob | null;
}

// --- Per character classes (code units; everything here is one pass, no regex over the text) ---

function isWhiteSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return code === 0x85;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

const isLineBreak = (code: number) => code === 0x0a || code === 0x0d;
const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isAsciiDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isAsciiWordChar = (code: number) =>
  isAsciiLetter(code) || isAsciiDigit(code) || code === 0x5f;

/** . ! ? … ‽ ‼ ⁇ ⁈ ⁉ and the Arabic question mark: a sentence ends here when white space follows. */
const SPACED_TERMINATORS = new Set([
  0x2e, 0x21, 0x3f, 0x2026, 0x203d, 0x203c, 0x2047, 0x2048, 0x2049, 0x061f,
]);
/** 。！？｡ and the Devanagari dandas: they end a sentence without a space after them. */
const CLOSED_TERMINATORS = new Set([0x3002, 0xff01, 0xff1f, 0xff61, 0x0964, 0x0965]);
/** Closing quotes and brackets that may stand between a sentence's stop and the space after it. */
const CLOSERS = new Set([
  0x22, 0x27, 0x29, 0x5d, 0x7d, 0x2019, 0x201d, 0xbb, 0x203a, 0x300d, 0x300f,
]);

/** Whether a code unit can be part of a word for the sentence count: letters, digits, any non-ASCII. */
function isWordish(code: number): boolean {
  if (code < 0x80) return isAsciiLetter(code) || isAsciiDigit(code);
  return !isWhiteSpace(code) && !CLOSERS.has(code) && !SPACED_TERMINATORS.has(code);
}

// --- Words -------------------------------------------------------------------------------------

let wordSegmenter: Intl.Segmenter | undefined;
let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * The end of the ASCII word starting at `start` (a letter, digit or "_"), by UAX #29 as
 * Intl.Segmenter applies it to ASCII: letters join across : . ' (WB6, WB7), digits across , ; . '
 * (WB11, WB12); letters, digits and _ join each other (WB8–WB13b). Tested against Intl.Segmenter.
 */
function asciiWordEnd(text: string, start: number, end: number): number {
  let i = start + 1;
  for (;;) {
    while (i < end && isAsciiWordChar(text.charCodeAt(i))) i++;
    if (i + 1 >= end) return i;
    const mid = text.charCodeAt(i);
    const before = text.charCodeAt(i - 1);
    const after = text.charCodeAt(i + 1);
    const letters =
      isAsciiLetter(before) &&
      isAsciiLetter(after) &&
      (mid === 0x3a || mid === 0x2e || mid === 0x27);
    const digits =
      isAsciiDigit(before) &&
      isAsciiDigit(after) &&
      (mid === 0x2c || mid === 0x3b || mid === 0x2e || mid === 0x27);
    if (!letters && !digits) return i;
    i += 2;
  }
}

/** Whether text[start, end) is all ASCII: such text is counted without Intl.Segmenter, 5–10× faster. */
export function isAscii(text: string, start = 0, end = text.length): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** What one pass over the pieces collects about graphemes and words. */
interface Tally {
  characters: number;
  charactersWithoutSpaces: number;
  words: number;
  frequencies: Map<string, number>;
}

/** Adds one word; `joined` when a forced cut split it from its first part (counted already). */
function addWord(tally: Tally, word: string, joined: boolean) {
  if (joined) return;
  tally.words++;
  const key = word.toLowerCase();
  tally.frequencies.set(key, (tally.frequencies.get(key) ?? 0) + 1);
}

/** An ASCII piece: graphemes are code units except CR LF; words by asciiWordEnd. Returns whether it ends in a word. */
function tallyAscii(text: string, start: number, end: number, tally: Tally, joinFirst: boolean) {
  let endsInWord = false;
  for (let i = start; i < end;) {
    const code = text.charCodeAt(i);
    if (isAsciiWordChar(code)) {
      const wordEnd = asciiWordEnd(text, i, end);
      // ICU marks a lone "_" as not word-like, yet "__" or "_a" as words.
      if (wordEnd - i > 1 || code !== 0x5f) {
        addWord(tally, text.slice(i, wordEnd), joinFirst && i === start);
      }
      endsInWord = wordEnd === end;
      tally.characters += wordEnd - i;
      tally.charactersWithoutSpaces += wordEnd - i;
      i = wordEnd;
      continue;
    }
    endsInWord = false;
    tally.characters++;
    if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a && i + 1 < end) i++;
    if (!isWhiteSpace(code)) tally.charactersWithoutSpaces++;
    i++;
  }
  return endsInWord;
}

/** Any other piece goes through Intl.Segmenter (graphemes, then words). Returns whether it ends in a word. */
function tallySegmented(text: string, tally: Tally, joinFirst: boolean) {
  graphemeSegmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  wordSegmenter ??= new Intl.Segmenter("en", { granularity: "word" });
  for (const { segment } of graphemeSegmenter.segment(text)) {
    tally.characters++;
    if (!isWhiteSpace(segment.charCodeAt(0))) tally.charactersWithoutSpaces++;
  }
  let endsInWord = false;
  for (const { segment, index, isWordLike } of wordSegmenter.segment(text)) {
    endsInWord = isWordLike === true && index + segment.length === text.length;
    if (isWordLike) addWord(tally, segment, joinFirst && index === 0);
  }
  return endsInWord;
}

// --- Lines, spaces, paragraphs, sentences, code points and bytes: one pass over code units -----

interface Structure {
  codePoints: number;
  utf8Bytes: number;
  lines: number;
  spaces: number;
  paragraphs: number;
  sentences: number;
}

function countStructure(text: string): Structure {
  let codePoints = 0;
  let utf8Bytes = 0;
  let breaks = 0;
  let spaces = 0;
  let paragraphs = 0;
  let sentences = 0;
  let lineHasText = false;
  // Words since the last sentence ended; a stop seen after them; line breaks in the current gap.
  let sentencePending = false;
  let afterStop = false;
  let blankRun = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    codePoints++;
    if (code < 0x80) utf8Bytes += 1;
    else if (code < 0x800) utf8Bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        utf8Bytes += 4;
        i++;
        lineHasText = true;
        blankRun = 0;
        sentencePending = true;
        afterStop = false;
        continue;
      }
      utf8Bytes += 3;
    } else utf8Bytes += 3;

    if (isLineBreak(code)) {
      if (!(code === 0x0d && text.charCodeAt(i + 1) === 0x0a)) breaks++;
      if (lineHasText) paragraphs++;
      lineHasText = false;
      if (code === 0x0a || text.charCodeAt(i + 1) !== 0x0a) blankRun++;
      // A stop before the break, or a blank line, ends a sentence.
      if (sentencePending && (afterStop || blankRun >= 2)) {
        sentences++;
        sentencePending = afterStop = false;
      }
      continue;
    }
    if (isWhiteSpace(code)) {
      spaces++;
      if (sentencePending && afterStop) {
        sentences++;
        sentencePending = afterStop = false;
      }
      continue;
    }
    lineHasText = true;
    blankRun = 0;
    if (SPACED_TERMINATORS.has(code)) afterStop = sentencePending;
    else if (CLOSED_TERMINATORS.has(code)) {
      if (sentencePending) sentences++;
      sentencePending = afterStop = false;
    } else if (CLOSERS.has(code)) {
      // "Stop." — the quote after the stop keeps the stop in force.
    } else if (isWordish(code)) {
      sentencePending = true;
      afterStop = false; // "3.14", "e.g" and "example.com" go on
    } else afterStop = false;
  }
  if (lineHasText) paragraphs++;
  if (sentencePending) sentences++;
  return {
    codePoints,
    utf8Bytes,
    lines: length === 0 ? 0 : breaks + 1,
    spaces,
    paragraphs,
    sentences,
  };
}

// --- The whole count ---------------------------------------------------------------------------

const HAS_LETTER = /\p{L}/u;

function mostFrequent(frequencies: Map<string, number>, options: CountOptions): WordFrequency[] {
  const found: WordFrequency[] = [];
  for (const [word, count] of frequencies) {
    if (!HAS_LETTER.test(word)) continue;
    if (options.ignoreStopWords && isStopWord(word)) continue;
    found.push({ word, count });
  }
  found.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return found.slice(0, options.topWords);
}

/** Counts everything about `text`, in time linear in its length; reports progress (0 to 1) if asked. */
export function countText(
  text: string,
  options: CountOptions = DEFAULT_COUNT_OPTIONS,
  onProgress?: (fraction: number) => void,
): TextCounts {
  const tally: Tally = {
    characters: 0,
    charactersWithoutSpaces: 0,
    words: 0,
    frequencies: new Map(),
  };
  // A forced cut (no safe place nearby, e.g. 100,000 letters in a row) may split a word: its second
  // part is then not counted again.
  let previousEndsInWord = false;
  let previousClean = true;
  for (const { start, end, cleanEnd } of textChunks(text)) {
    const joinFirst: boolean = !previousClean && previousEndsInWord;
    previousEndsInWord = isAscii(text, start, end)
      ? tallyAscii(text, start, end, tally, joinFirst)
      : tallySegmented(text.slice(start, end), tally, joinFirst);
    previousClean = cleanEnd;
    onProgress?.(end / text.length);
  }
  const structure = countStructure(text);
  return {
    characters: tally.characters,
    charactersWithoutSpaces: tally.charactersWithoutSpaces,
    codePoints: structure.codePoints,
    utf16Units: text.length,
    utf8Bytes: structure.utf8Bytes,
    words: tally.words,
    lines: structure.lines,
    spaces: structure.spaces,
    paragraphs: structure.paragraphs,
    sentences: structure.sentences,
    readingSeconds: Math.round((tally.words / READING_WORDS_PER_MINUTE) * 60),
    speakingSeconds: Math.round((tally.words / SPEAKING_WORDS_PER_MINUTE) * 60),
    topWords: mostFrequent(tally.frequencies, options),
  };
}

/** "0 s", "45 s", "3 min 20 s", "1 h 5 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    const rest = seconds % 60;
    return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  }
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  return restMinutes === 0 ? `${hours} h` : `${hours} h ${restMinutes} min`;
}

/** The counts as labelled rows, in the order the page and the report show them. */
export function countRows(counts: TextCounts): [label: string, value: string][] {
  const n = groupedCount;
  return [
    ["Characters", n(counts.characters)],
    ["Characters without spaces", n(counts.charactersWithoutSpaces)],
    ["Words", n(counts.words)],
    ["Sentences", n(counts.sentences)],
    ["Paragraphs", n(counts.paragraphs)],
    ["Lines", n(counts.lines)],
    ["Spaces", n(counts.spaces)],
    ["Code points", n(counts.codePoints)],
    ["UTF-16 code units", n(counts.utf16Units)],
    ["UTF-8 bytes", n(counts.utf8Bytes)],
    ["Reading time", formatDuration(counts.readingSeconds)],
    ["Speaking time", formatDuration(counts.speakingSeconds)],
  ];
}

/** The text that Copy and Download give: one "Label: value" line per count, then the top words. */
export function countReport(counts: TextCounts): string {
  const lines = countRows(counts).map(([label, value]) => `${label}: ${value}`);
  if (counts.topWords.length > 0) {
    lines.push("", "Most frequent words:");
    for (const { word, count } of counts.topWords) lines.push(`${word}: ${groupedCount(count)}`);
  }
  return lines.join("\n") + "\n";
}
