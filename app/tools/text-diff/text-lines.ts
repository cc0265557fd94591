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
  const lines = text.split("\n");
  const missingFinalNewline = lines[lines.length - 1] !== "";
  if (!missingFinalNewline) lines.pop();
  return { lines, missingFinalNewline };
}

/**
 * Where each line of a text starts, for the page's view: it reads only the lines on screen, so it
 * keeps offsets (a scan for newlines) rather than split two 10 MB texts into 160,000 strings each,
 * which took up to 90 ms of a result's task on the page. Lines are as splitLines gives them.
 */
export interface LineIndex {
  text: string;
  /** Line i is text[starts[i], starts[i + 1] - 1); the last entry only ends the last line. */
  starts: number[];
}

export function indexLines(text: string): LineIndex {
  const starts = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  // A last line without "\n" ends at the text's end, as if a newline followed it.
  if (starts[starts.length - 1] !== text.length) starts.push(text.length + 1);
  return { text, starts };
}

export const lineCount = ({ starts }: LineIndex) => starts.length - 1;

/** Line `i` (0-based) without its "\n", or undefined past the last line. */
export function lineAt({ text, starts }: LineIndex, i: number): string | undefined {
  if (i < 0 || i >= starts.length - 1) return undefined;
  return text.slice(starts[i], starts[i + 1] - 1);
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
