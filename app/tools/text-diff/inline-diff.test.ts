// In-line highlighting by words and characters, with each comparison option, against Python's
// difflib.SequenceMatcher: where only one alignment exists both must mark the same characters;
// elsewhere difflib (which takes the longest block first, not a longest subsequence) never keeps
// more in common than we do.
import { seededRandom } from "../../../test-support/random";
import { askPython, codePoints } from "../../../test-support/text-diff/python-difflib";
import { type InlineDiff, type InlineMode, MAX_INLINE_CHARS, inlineDiff } from "./inline-diff";
import { EXACT, type LineComparison, comparisonKey } from "./text-lines";

const marked = (
  original: string,
  changed: string,
  mode: InlineMode,
  comparison: Partial<LineComparison> = {},
) => {
  const diff = inlineDiff(original, changed, mode, { ...EXACT, ...comparison });
  const show = (text: string, ranges: InlineDiff["original"]) =>
    ranges.map((range) => text.slice(range.start, range.end));
  return { original: show(original, diff.original), changed: show(changed, diff.changed) };
};

/** The characters left unmarked: the common subsequence the highlighting implies. */
function unmarked(text: string, ranges: InlineDiff["original"]): string {
  let out = "";
  let at = 0;
  for (const range of ranges) {
    out += text.slice(at, range.start);
    at = range.end;
  }
  return out + text.slice(at);
}

describe("inlineDiff", () => {
  it("marks the words that differ, with their offsets", () => {
    expect(inlineDiff("the quick brown fox", "the quick red fox", "word", EXACT)).toEqual({
      original: [{ start: 10, end: 15 }],
      changed: [{ start: 10, end: 13 }],
    });
    expect(marked("total = price * 2;", "total = price * qty;", "word")).toEqual({
      original: ["2"],
      changed: ["qty"],
    });
    // Letters with marks, digits and _ make one word; other characters are words of their own.
    expect(marked("naïve_1 café", "naïve_2 café", "word")).toEqual({
      original: ["naïve_1"],
      changed: ["naïve_2"],
    });
    expect(marked("a.b", "a,b", "word")).toEqual({ original: ["."], changed: [","] });
  });

  it("marks characters, keeping an emoji's surrogate pair together", () => {
    expect(marked("colour", "color", "character")).toEqual({ original: ["u"], changed: [] });
    expect(marked("a😀b", "a😃b", "character")).toEqual({ original: ["😀"], changed: ["😃"] });
    expect(marked("ab", "cd", "character")).toEqual({ original: ["ab"], changed: ["cd"] });
  });

  it("marks a whole side when the other is empty", () => {
    expect(marked("", "new line", "word")).toEqual({ original: [], changed: ["new line"] });
    expect(marked("gone", "", "character")).toEqual({ original: ["gone"], changed: [] });
  });

  it("ignores case as the line comparison does", () => {
    expect(marked("Hello World", "hello WORLD!", "word", { ignoreCase: true })).toEqual({
      original: [],
      changed: ["!"],
    });
    expect(marked("Hello", "hello", "character")).toEqual({ original: ["H"], changed: ["h"] });
  });

  it("ignores the amount of white space, and trailing white space, as diff -b", () => {
    const amount = { whitespace: "amount" } as const;
    expect(marked("a  b", "a b", "word", amount)).toEqual({ original: [], changed: [] });
    expect(marked("a  b", "a b", "character", amount)).toEqual({ original: [], changed: [] });
    expect(marked("a b  ", "a b", "word", amount)).toEqual({ original: [], changed: [] });
    expect(marked("a\tb", "a b x", "word", amount)).toEqual({ original: [], changed: [" x"] });
    expect(marked("ab", "a b", "character", amount)).toEqual({ original: [], changed: [" "] });
    // Exact: every space counts.
    expect(marked("a  b", "a b", "character")).toEqual({ original: [" "], changed: [] });
  });

  it("ignores all white space as diff -w", () => {
    expect(marked("a b", "ab", "character", { whitespace: "all" })).toEqual({
      original: [],
      changed: [],
    });
    expect(marked(" x = 1", "x=2", "word", { whitespace: "all" })).toEqual({
      original: ["1"],
      changed: ["2"],
    });
  });

  it("ignores a CR at the end when line endings are ignored", () => {
    expect(marked("abc\r", "abc", "character", { ignoreLineEndings: true })).toEqual({
      original: [],
      changed: [],
    });
    expect(marked("abc\r", "abc", "character")).toEqual({ original: ["\r"], changed: [] });
    expect(marked("a \r", "a ", "word", { ignoreLineEndings: true })).toEqual({
      original: [],
      changed: [],
    });
  });

  it("marks lines longer than MAX_INLINE_CHARS as a whole", () => {
    const long = "x".repeat(MAX_INLINE_CHARS + 1);
    expect(inlineDiff(long, "x", "character", EXACT)).toEqual({
      original: [{ start: 0, end: long.length }],
      changed: [{ start: 0, end: 1 }],
    });
    expect(inlineDiff("", long, "word", EXACT)).toEqual({
      original: [],
      changed: [{ start: 0, end: long.length }],
    });
    const atLimit = `a${"x".repeat(MAX_INLINE_CHARS - 1)}`;
    expect(inlineDiff(atLimit, atLimit.slice(1), "character", EXACT).original).toEqual([
      { start: 0, end: 1 },
    ]);
  });

  it("marks what difflib marks where the alignment is unique", () => {
    // Common text from a–m, the removed part from n–s, the added part from t–z: one alignment only.
    const random = seededRandom(41);
    const pick = (letters: string, max: number) =>
      Array.from(
        { length: Math.floor(random() * (max + 1)) },
        () => letters[Math.floor(random() * letters.length)],
      ).join("");
    const cases = Array.from({ length: 60 }, () => {
      const [before, after] = [pick("abcdefghijklm", 12), pick("abcdefghijklm", 12)];
      return [before + pick("nopqrs", 5) + after, before + pick("tuvwxyz", 5) + after] as const;
    });
    const opcodes = askPython<[string, number, number, number, number][]>(
      cases.map(([a, b]) => ["opcodes", [codePoints(a), codePoints(b)]]),
    );
    cases.forEach(([a, b], k) => {
      const ours = inlineDiff(a, b, "character", EXACT);
      const theirs: InlineDiff = { original: [], changed: [] };
      for (const [tag, i1, i2, j1, j2] of opcodes[k]) {
        if (tag === "equal") continue;
        if (i2 > i1) theirs.original.push({ start: i1, end: i2 });
        if (j2 > j1) theirs.changed.push({ start: j1, end: j2 });
      }
      expect(ours, JSON.stringify([a, b])).toEqual(theirs);
    });
  });

  it("keeps at least as much in common as difflib, by characters and by words", () => {
    const random = seededRandom(42);
    const text = (pieces: readonly string[]) =>
      Array.from(
        { length: Math.floor(random() * 30) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join("");
    const letters = ["a", "b", "c", " ", "é", "😀"];
    const words = ["if", "x", " ", "  ", "(", ")", "=", "y", "δ"];
    const cases = [
      ...Array.from({ length: 50 }, () => ["character", text(letters), text(letters)] as const),
      ...Array.from({ length: 50 }, () => ["word", text(words), text(words)] as const),
    ];
    // difflib gets the same tokens, so only the matching differs.
    const pattern = (mode: InlineMode) =>
      mode === "character" ? /[^]/gu : /[\p{L}\p{M}\p{N}_]+|[ \t]+|[^]/gu;
    const tokens = (line: string, mode: InlineMode) => line.match(pattern(mode)) ?? [];
    const unmarkedTokens = (line: string, mode: InlineMode, ranges: InlineDiff["original"]) =>
      [...line.matchAll(pattern(mode))].filter(
        (match) => !ranges.some((range) => range.start <= match.index && match.index < range.end),
      ).length;
    const matched = askPython<number>(
      cases.map(([mode, a, b]) => ["matched", [tokens(a, mode), tokens(b, mode)]]),
    );
    cases.forEach(([mode, a, b], k) => {
      const diff = inlineDiff(a, b, mode, EXACT);
      const common = unmarked(a, diff.original);
      expect(unmarked(b, diff.changed), JSON.stringify([a, b])).toBe(common);
      expect(unmarkedTokens(a, mode, diff.original)).toBeGreaterThanOrEqual(matched[k]);
    });
  });
  it("compares white space as white space only, a V included", () => {
    // In the comparison's white space, \v is the vertical tab; a V is a letter like any other.
    const amount = { whitespace: "amount" } as const;
    expect(marked("aVb", "a b", "character", amount)).toEqual({ original: ["V"], changed: [" "] });
    expect(marked("a\vb", "a b", "character", amount)).toEqual({ original: [], changed: [] });
  });

  it("folds case as the line comparison does, by lower case: ß is not SS", () => {
    const ignoreCase = { ...EXACT, ignoreCase: true };
    // The lines differ under the option (lower case "straße" against "strasse") ...
    expect(comparisonKey("Straße", true, ignoreCase)).not.toBe(
      comparisonKey("STRASSE", true, ignoreCase),
    );
    // ... so their words are marked.
    expect(marked("Straße 1", "STRASSE 1", "word", { ignoreCase: true })).toEqual({
      original: ["Straße"],
      changed: ["STRASSE"],
    });
  });

  it("compares a Changed line of up to MAX_INLINE_CHARS in detail, a longer one as a whole", () => {
    const atLimit = `a${"b".repeat(MAX_INLINE_CHARS - 1)}`;
    expect(inlineDiff("ab", atLimit, "character", EXACT)).toEqual({
      original: [],
      changed: [{ start: 2, end: MAX_INLINE_CHARS }],
    });
    const over = `${atLimit}c`;
    expect(inlineDiff("ab", over, "character", EXACT)).toEqual({
      original: [{ start: 0, end: 2 }],
      changed: [{ start: 0, end: over.length }],
    });
  });
});
