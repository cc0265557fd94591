// Text Diff: a text as lines, and lines as integer ids (equal under the comparison options, equal
// ids), which is all the diff algorithm looks at. Options follow GNU diff's -b, -w, -i and
// --strip-trailing-cr, so `diff` is their reference.

export type WhitespaceMode = "exact" | "amount" | "all";

export interface LineComparison {
  /** "amount": runs of spaces compare as one and trailing ones not at all (diff -b); "all": -w. */
  whitespace: WhitespaceMode;
  /** Letters compare without case (Unicode lower case; GNU diff -i folds ASCII only). */
  ignoreCase: boolean;
  /** A carriage return before the newline is ignored, so CRLF and LF lines compare equal. */
  ignoreLineEndings: boolean;
}

export const EXACT: LineComparison = {
  whitespace: "exact",
  ignoreCase: false,
  ignoreLineEndings: false,
};

export interface SplitText {
  /** The lines without their "\n"; a CR before it stays (CRLF files are kept byte for byte). */
  lines: string[];
  /** The text is not empty and does not end with "\n": its last line is incomplete. */
  missingFinalNewline: boolean;
}

/** The lines of a text, split at "\n" only: a lone CR is part of a line, as in GNU diff and patch. */
export function splitLines(text: string): SplitText {
  if (text === "") return { lines: [], missingFinalNewline: false };
  const lines = text.split("\n");
  const missingFinalNewline = lines[lines.length - 1] !== "";
  if (!missingFinalNewline) lines.pop();
  return { lines, missingFinalNewline };
}

/** The characters C's isspace() takes for white space within a line, as GNU diff does. */
const SPACES = /[ \t\v\f\r]+/g;

/** The text a line is compared by (the same for lines that are equal under the options). */
export function comparisonKey(line: string, complete: boolean, options: LineComparison): string {
  let key = line;
  // --strip-trailing-cr strips a CR before a newline, so never from an incomplete last line.
  if (options.ignoreLineEndings && complete && key.endsWith("\r")) key = key.slice(0, -1);
  if (options.whitespace === "amount") {
    key = key.replace(SPACES, " ");
    if (key.endsWith(" ")) key = key.slice(0, -1);
  } else if (options.whitespace === "all") key = key.replace(SPACES, "");
  if (options.ignoreCase) key = key.toLowerCase();
  return key;
}

/**
 * The lines of both texts as ids. An incomplete last line differs from the same text with a newline
 * (a patch must add or remove that newline) unless white space is ignored: GNU diff -b and -w count
 * the newline as trailing white space.
 */
export function lineIds(
  original: SplitText,
  changed: SplitText,
  options: LineComparison,
): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const incompleteIds = new Map<string, number>();
  const plain = options.whitespace === "exact" && !options.ignoreCase && !options.ignoreLineEndings;
  const idsOf = ({ lines, missingFinalNewline }: SplitText) => {
    const out = new Int32Array(lines.length);
    const last = missingFinalNewline ? lines.length - 1 : -1;
    for (let i = 0; i < lines.length; i++) {
      const complete = i !== last;
      const key = plain ? lines[i] : comparisonKey(lines[i], complete, options);
      const table = complete || options.whitespace !== "exact" ? ids : incompleteIds;
      let id = table.get(key);
      if (id === undefined) {
        id = ids.size + incompleteIds.size;
        table.set(key, id);
      }
      out[i] = id;
    }
    return out;
  };
  return [idsOf(original), idsOf(changed)];
}
