// Cuts a long text into pieces that Intl.Segmenter can take one at a time: some engines (V8 in
// Node 20) segment one long string in quadratic time (8 KB pieces already cost 3× 1 KB ones).

/** A piece of the text: [start, end) and whether the cut at `end` is a sure word boundary. */
export interface TextChunk {
  start: number;
  end: number;
  /** False when no safe place was found and the cut may split a word or a grapheme. */
  cleanEnd: boolean;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * A cut that splits neither a grapheme nor a word (UAX #29): after LF (GB4, WB3a), or between an
 * ASCII space and a printable ASCII character other than a space (GB999, WB999: no rule joins them).
 */
export function isSafeTextCut(text: string, index: number): boolean {
  const before = text.charCodeAt(index - 1);
  if (before === 0x0a) return true;
  const after = text.charCodeAt(index);
  return before === 0x20 && after > 0x20 && after <= 0x7e;
}

/**
 * The pieces of `text`, each about `size` code units: a cut moves forward to the next safe place,
 * searching at most `search` units; beyond that it is forced (never inside a surrogate pair).
 */
export function* textChunks(text: string, size = 1024, search = 1024): Generator<TextChunk> {
  let start = 0;
  while (start < text.length) {
    const target = Math.min(start + size, text.length);
    const limit = Math.min(target + search, text.length);
    let end = target;
    while (end < limit && !isSafeTextCut(text, end)) end++;
    let cleanEnd = end === text.length || isSafeTextCut(text, end);
    if (!cleanEnd) {
      end = target;
      if (isHighSurrogate(text.charCodeAt(end - 1))) end++;
      cleanEnd = end === text.length;
    }
    yield { start, end, cleanEnd };
    start = end;
  }
}
