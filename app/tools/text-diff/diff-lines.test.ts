// The line diff against GNU diff (the same lines removed and added, or at least as few when several
// shortest scripts exist) and Python's difflib, with each comparison option beside its diff flag.
import {
  type TextPair,
  changedLineNumbers,
  gnuDiffs,
} from "../../../test-support/text-diff/gnu-tools";
import { GNU_ALIGNMENTS, alignmentTexts } from "../../../test-support/text-diff/gnu-alignments";
import { askPython } from "../../../test-support/text-diff/python-difflib";
import { WORDS, randomPairs } from "../../../test-support/text-diff/random-pairs";
import { type LinesDiff, diffLines } from "./diff-lines";
import { EXACT, type LineComparison, splitLines } from "./text-lines";

const diffOf = (pair: TextPair, comparison: LineComparison = EXACT) =>
  diffLines(splitLines(pair.original), splitLines(pair.changed), comparison);

/** The 1-based numbers of the lines the diff removes and adds, as changedLineNumbers gives diff's. */
function lineNumbers(diff: LinesDiff): { removed: number[]; added: number[] } {
  const removed: number[] = [];
  const added: number[] = [];
  for (const change of diff.changes) {
    for (let i = change.originalStart; i < change.originalEnd; i++) removed.push(i + 1);
    for (let j = change.changedStart; j < change.changedEnd; j++) added.push(j + 1);
  }
  return { removed, added };
}

const lines = (...items: string[]) => items.map((item) => `${item}\n`).join("");

describe("diffLines", () => {
  it("lists each change with its line ranges and counts", () => {
    const diff = diffOf({
      original: lines("a", "b", "c", "d"),
      changed: lines("a", "x", "c", "d", "e"),
    });
    expect(diff).toEqual({
      originalLineCount: 4,
      changedLineCount: 5,
      changes: [
        { originalStart: 1, originalEnd: 2, changedStart: 1, changedEnd: 2 },
        { originalStart: 4, originalEnd: 4, changedStart: 4, changedEnd: 5 },
      ],
      removedLines: 1,
      addedLines: 2,
      minimal: true,
    });
    expect(diffOf({ original: "", changed: "" }).changes).toEqual([]);
  });

  // Cases where several lines could go: diff's choices (its boundary shifting) are the ones users know.
  const HAND_MADE: TextPair[] = [
    { original: lines("a", "b", "c"), changed: lines("a", "b", "c") },
    { original: "", changed: lines("a", "b") },
    { original: lines("a", "b"), changed: "" },
    { original: "a", changed: lines("a") },
    { original: lines("a"), changed: "a" },
    { original: "a\nb", changed: "a\nc" },
    { original: lines("a"), changed: lines("a", "b", "a") },
    { original: lines("a", "b", "a"), changed: lines("a") },
    { original: lines("x", "a", "b", "c"), changed: lines("x", "a", "b", "a", "b", "c") },
    { original: lines("}", "", "f", "}"), changed: lines("}", "", "g", "}", "", "f", "}") },
    { original: lines("a", "a", "a"), changed: lines("a", "b", "a", "a", "c") },
    { original: lines("1", "2", "3", "4", "5"), changed: lines("5", "4", "3", "2", "1") },
    { original: lines("p", "q", "", "", "r"), changed: lines("p", "", "q", "", "r", "") },
    { original: "é\r\n😀\r\nz\r\n", changed: "é\r\nz\r\n😀\r\n" },
  ];

  it("removes and adds the very lines GNU diff does on hand-made cases", () => {
    const expected = gnuDiffs(HAND_MADE).map(changedLineNumbers);
    HAND_MADE.forEach((pair, k) =>
      expect(lineNumbers(diffOf(pair)), JSON.stringify(pair)).toEqual(expected[k]),
    );
  });

  it("removes and adds the very lines GNU diff does on the recorded cases, and the records are diff's", () => {
    const pairs = GNU_ALIGNMENTS.map(alignmentTexts);
    const recorded = GNU_ALIGNMENTS.map(({ removed, added }) => ({ removed, added }));
    pairs.forEach((pair, k) =>
      expect(lineNumbers(diffOf(pair)), JSON.stringify(pair)).toEqual(recorded[k]),
    );
    expect(gnuDiffs(pairs).map(changedLineNumbers)).toEqual(recorded);
  });

  it("changes as few lines as diff --minimal on random pairs, mostly the same ones", () => {
    const pairs = [
      ...randomPairs(11, 120, {
        maxLines: 40,
        maxEdits: 6,
        vocabulary: WORDS,
        dropFinalNewline: true,
      }),
      ...randomPairs(12, 40, { maxLines: 200, maxEdits: 20, vocabulary: ["a", "b", "c", ""] }),
    ];
    const expected = gnuDiffs(pairs, ["--minimal"]).map(changedLineNumbers);
    let same = 0;
    pairs.forEach((pair, k) => {
      const ours = lineNumbers(diffOf(pair));
      expect(ours.removed.length + ours.added.length, JSON.stringify(pair)).toBe(
        expected[k].removed.length + expected[k].added.length,
      );
      if (JSON.stringify(ours) === JSON.stringify(expected[k])) same++;
    });
    // Ties between shortest scripts are broken alike in most cases (the same algorithm).
    expect(same / pairs.length).toBeGreaterThan(0.9);
  });

  it("never changes more lines than Python's difflib (which is not always minimal)", () => {
    const pairs = randomPairs(13, 80, { maxLines: 30, maxEdits: 5, vocabulary: WORDS });
    const split = (text: string) => splitLines(text).lines;
    const answers = askPython<[number, number]>(
      pairs.map((pair) => ["changedLines", [split(pair.original), split(pair.changed)]]),
    );
    let equal = 0;
    pairs.forEach((pair, k) => {
      const diff = diffOf(pair);
      const [removed, added] = answers[k];
      expect(diff.removedLines + diff.addedLines).toBeLessThanOrEqual(removed + added);
      if (diff.removedLines === removed && diff.addedLines === added) equal++;
    });
    expect(equal / pairs.length).toBeGreaterThan(0.8);
  });
});

describe("comparison options, against diff's flags", () => {
  const SPACED = [
    "a b",
    "a  b",
    "a\tb",
    "a b ",
    " a b",
    "ab",
    "A B",
    "a B",
    "x",
    "X",
    "",
    " ",
    "\t",
    "x\r",
    "a b\r",
    "a\vb\f",
  ];

  const check = (
    seed: number,
    comparison: Partial<LineComparison>,
    flags: string[],
    newline: "\n" | "mixed" = "\n",
  ) => {
    const pairs = randomPairs(seed, 60, {
      maxLines: 25,
      maxEdits: 5,
      vocabulary: SPACED,
      newline,
      dropFinalNewline: true,
    });
    const expected = gnuDiffs(pairs, ["--minimal", ...flags]).map(changedLineNumbers);
    let same = 0;
    pairs.forEach((pair, k) => {
      const ours = lineNumbers(diffOf(pair, { ...EXACT, ...comparison }));
      expect(ours.removed.length + ours.added.length, JSON.stringify(pair)).toBe(
        expected[k].removed.length + expected[k].added.length,
      );
      if (JSON.stringify(ours) === JSON.stringify(expected[k])) same++;
    });
    expect(same / pairs.length).toBeGreaterThan(0.9);
  };

  it("ignores changes in the amount of white space as diff -b does", () => {
    check(21, { whitespace: "amount" }, ["-b"]);
  });

  it("ignores all white space as diff -w does", () => {
    check(22, { whitespace: "all" }, ["-w"]);
  });

  it("ignores case as diff -i does (ASCII letters)", () => {
    check(23, { ignoreCase: true }, ["-i"]);
  });

  it("ignores CR before LF as diff --strip-trailing-cr does", () => {
    check(24, { ignoreLineEndings: true }, ["--strip-trailing-cr"], "mixed");
  });

  it("combines options as diff combines flags", () => {
    check(
      25,
      { whitespace: "amount", ignoreCase: true, ignoreLineEndings: true },
      ["-b", "-i", "--strip-trailing-cr"],
      "mixed",
    );
  });

  it("names the exact cases of each option", () => {
    const changedCount = (original: string, changed: string, comparison: Partial<LineComparison>) =>
      diffOf({ original, changed }, { ...EXACT, ...comparison }).changes.length;
    // -b: more or less white space is no change, white space where there was none is.
    expect(changedCount("a  b\n", "a b\n", { whitespace: "amount" })).toBe(0);
    expect(changedCount("a b \t\n", "a b\n", { whitespace: "amount" })).toBe(0);
    expect(changedCount("ab\n", "a b\n", { whitespace: "amount" })).toBe(1);
    expect(changedCount(" a\n", "a\n", { whitespace: "amount" })).toBe(1);
    expect(changedCount(" a\n", "a\n", { whitespace: "all" })).toBe(0);
    // The missing final newline is trailing white space to -b and -w, a change otherwise.
    expect(changedCount("a", "a\n", { whitespace: "amount" })).toBe(0);
    expect(changedCount("a", "a\n", { whitespace: "all" })).toBe(0);
    expect(changedCount("a", "a\n", { ignoreCase: true, ignoreLineEndings: true })).toBe(1);
    // Line endings: CR before a newline only, as --strip-trailing-cr.
    expect(changedCount("a\r\n", "a\n", { ignoreLineEndings: true })).toBe(0);
    expect(changedCount("a\r\n", "a\n", {})).toBe(1);
    expect(changedCount("a\r", "a", { ignoreLineEndings: true })).toBe(1);
    // Case, beyond ASCII too (diff -i folds ASCII only).
    expect(changedCount("Straße É\n", "STRASSE é\n", { ignoreCase: true })).toBe(1);
    expect(changedCount("Ärger É\n", "äRGER é\n", { ignoreCase: true })).toBe(0);
    expect(changedCount("Ärger É\n", "äRGER é\n", {})).toBe(1);
    // Only C's white space: a no-break space is a character like any other.
    expect(changedCount("a\u00a0b\n", "a b\n", { whitespace: "all" })).toBe(1);
  });
});
