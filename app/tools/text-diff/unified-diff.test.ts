// The .diff download: GNU patch applies it to the Original and gets Changed byte for byte (CRLF,
// missing final newlines, Unicode, empty and identical files, large hunks, with any option on),
// and its hunks are the ones diff -u writes.
import {
  type TextPair,
  applyPatches,
  applyPatchesInFolder,
  gnuDiffs,
} from "../../../test-support/text-diff/gnu-tools";
import { WORDS, randomPairs } from "../../../test-support/text-diff/random-pairs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { diffLines } from "./diff-lines";
import { EXACT, type LineComparison, splitLines } from "./text-lines";
import { type UnifiedDiffOptions, quotedName, unifiedDiff } from "./unified-diff";

function diffText(pair: TextPair, options: UnifiedDiffOptions = {}, comparison = EXACT) {
  const original = splitLines(pair.original);
  const changed = splitLines(pair.changed);
  return unifiedDiff(original, changed, diffLines(original, changed, comparison), options);
}

/**
 * Applies each pair's diff with patch and expects Changed exactly, without offsets or fuzz: one
 * `patch -o out original < diff` a pair, or one patch over a folder of them all (faster).
 */
function expectPatchGivesChanged(pairs: TextPair[], diffs: string[], oneByOne = false) {
  const cases = pairs.map((pair, k) => ({ original: pair.original, diff: diffs[k] }));
  const results = oneByOne ? applyPatches(cases) : applyPatchesInFolder(cases);
  results.forEach((result, k) => {
    const where = JSON.stringify({ ...pairs[k], diff: diffs[k] });
    expect(result.complaints, where).toBe("");
    expect(result.output?.equals(Buffer.from(pairs[k].changed)), where).toBe(true);
  });
}

const body = (diff: string) => diff.split("\n").slice(2).join("\n");

describe("unifiedDiff", () => {
  it("writes diff -u's headers, hunks and markers", () => {
    expect(diffText({ original: "a\nb\nc\n", changed: "a\nB\nc" })).toBe(
      [
        "--- a/text.txt",
        "+++ b/text.txt",
        "@@ -1,3 +1,3 @@",
        " a",
        "-b",
        "-c",
        "+B",
        "+c",
        "\\ No newline at end of file",
        "",
      ].join("\n"),
    );
  });

  it("is empty for identical texts, and for texts that differ in nothing byte-wise", () => {
    expect(diffText({ original: "a\r\nb", changed: "a\r\nb" })).toBe("");
    expect(diffText({ original: "", changed: "" })).toBe("");
  });

  it("names both files, quoting names as diff does", () => {
    const diff = diffText(
      { original: "a\n", changed: "b\n" },
      { originalName: "old.txt", changedName: "new.txt" },
    );
    expect(diff.split("\n").slice(0, 2)).toEqual(["--- a/old.txt", "+++ b/new.txt"]);
    expect(quotedName("a/my file")).toBe('"a/my file"');
    expect(quotedName('a/é"\\\t\n\u0007\b\v\f\r\u007f.txt')).toBe(
      '"a/\\303\\251\\"\\\\\\t\\n\\a\\b\\v\\f\\r\\177.txt"',
    );
    expect(quotedName("a/plain-name_1.txt")).toBe("a/plain-name_1.txt");
    // Control characters without a C escape go in octal, three digits (LC_ALL=C diff -u names the
    // file "a\x01b\x1b" as "a\001b\033").
    expect(quotedName("a\u0001b\u001b")).toBe('"a\\001b\\033"');
  });

  it("writes hunk ranges as diff does: one line without a count, none after the line before", () => {
    const header = (pair: TextPair, context = 0) =>
      diffText(pair, { contextLines: context }).split("\n")[2];
    expect(header({ original: "a\n", changed: "b\n" })).toBe("@@ -1 +1 @@");
    expect(header({ original: "", changed: "a\nb\n" })).toBe("@@ -0,0 +1,2 @@");
    expect(header({ original: "a\nb\n", changed: "" })).toBe("@@ -1,2 +0,0 @@");
    expect(header({ original: "a\nb\nc\n", changed: "a\nc\n" })).toBe("@@ -2 +1,0 @@");
    expect(header({ original: "a\nb\nc\n", changed: "a\nc\n" }, 1)).toBe("@@ -1,3 +1,2 @@");
    // A negative context is no context.
    expect(header({ original: "a\nb\nc\n", changed: "a\nc\n" }, -2)).toBe("@@ -2 +1,0 @@");
  });

  it("joins changes into one hunk when at most twice the context lines lie between them", () => {
    const original = Array.from({ length: 20 }, (_, k) => `${k + 1}\n`).join("");
    const hunks = (gap: number, context: number) => {
      const lines = original.split("\n");
      lines[0] = "X";
      lines[gap + 1] = "Y";
      return (
        diffText({ original, changed: lines.join("\n") }, { contextLines: context }).match(
          /^@@/gm,
        ) ?? []
      ).length;
    };
    expect(hunks(6, 3)).toBe(1);
    expect(hunks(7, 3)).toBe(2);
    expect(hunks(2, 1)).toBe(1);
    expect(hunks(3, 1)).toBe(2);
  });

  it("writes the same hunks as diff -u for any context", () => {
    const pairs = randomPairs(31, 40, {
      maxLines: 40,
      maxEdits: 4,
      vocabulary: WORDS,
      dropFinalNewline: true,
    });
    for (const context of [0, 1, 3, 8]) {
      const expected = gnuDiffs(pairs, [`-U${context}`]);
      let same = 0;
      pairs.forEach((pair, k) => {
        if (body(diffText(pair, { contextLines: context })) === expected[k]) same++;
      });
      // Where two shortest scripts tie, diff may pick the other one (see diff-lines.test.ts).
      expect(same / pairs.length, `context ${context}`).toBeGreaterThan(0.9);
    }
  });

  it("is applied by patch to give Changed exactly: random lines, Unicode, no final newline", () => {
    const pairs = randomPairs(32, 60, {
      maxLines: 30,
      maxEdits: 5,
      vocabulary: WORDS,
      dropFinalNewline: true,
    });
    expectPatchGivesChanged(
      pairs,
      pairs.map((pair) => diffText(pair)),
    );
  });

  it("keeps CRLF and mixed line endings byte for byte", () => {
    const pairs = [
      ...randomPairs(33, 20, {
        maxLines: 20,
        maxEdits: 4,
        vocabulary: WORDS,
        newline: "\r\n",
        dropFinalNewline: true,
      }),
      ...randomPairs(34, 20, {
        maxLines: 20,
        maxEdits: 4,
        vocabulary: WORDS,
        newline: "mixed",
        dropFinalNewline: true,
      }),
      { original: "a\r\nb\r\n", changed: "a\nb\n" },
      { original: "a\rb\rc\r", changed: "a\rB\rc\r" },
      { original: "a\r\n", changed: "a\r" },
    ];
    expectPatchGivesChanged(
      pairs,
      pairs.map((pair) => diffText(pair)),
    );
  });

  it("is applied by `patch -o out original` to empty, identical, newline-only and CR files", () => {
    const pairs: TextPair[] = [
      { original: "", changed: "a\nb\n" },
      { original: "a\nb\n", changed: "" },
      { original: "", changed: "a" },
      { original: "a", changed: "" },
      { original: "", changed: "\n" },
      { original: "\n", changed: "" },
      { original: "\n\n", changed: "\n" },
      { original: "a", changed: "a\n" },
      { original: "a\n", changed: "a" },
      { original: "a", changed: "b" },
      { original: "same\nlines", changed: "same\nlines" },
      { original: "x\n😀\n", changed: "x\n😀 \n" },
      { original: "a\r\nb\r\n", changed: "a\nb\n" },
      { original: "a\rb\rc\r", changed: "a\rB\rc\r" },
      { original: "a\r\n", changed: "a\r" },
    ];
    expectPatchGivesChanged(
      pairs,
      pairs.map((pair) => diffText(pair)),
      true,
    );
  });

  it("gives Changed exactly even when the diff ignored white space, case or line endings", () => {
    const vocabulary = ["a b", "a  b", "A B", "a b ", "x\r", "x", ""];
    const comparisons: Partial<LineComparison>[] = [
      { whitespace: "amount" },
      { whitespace: "all" },
      { ignoreCase: true },
      { ignoreLineEndings: true },
    ];
    const pairs = randomPairs(35, 40, {
      maxLines: 20,
      maxEdits: 3,
      vocabulary,
      newline: "mixed",
      dropFinalNewline: true,
    });
    const diffs = pairs.map((pair, k) => diffText(pair, {}, { ...EXACT, ...comparisons[k % 4] }));
    expectPatchGivesChanged(pairs, diffs);
    // Lines the comparison calls equal are written as changes where they differ in a byte.
    expect(
      diffText(
        { original: "a b\nc\n", changed: "a  b\nc" },
        { contextLines: 0 },
        { ...EXACT, whitespace: "amount" },
      ),
    ).toBe(
      "--- a/text.txt\n+++ b/text.txt\n@@ -1,2 +1,2 @@\n-a b\n-c\n+a  b\n+c\n\\ No newline at end of file\n",
    );
  });

  it("handles large hunks and long files", () => {
    const pairs = [
      ...randomPairs(36, 6, {
        maxLines: 2_000,
        maxEdits: 200,
        vocabulary: WORDS,
        dropFinalNewline: true,
      }),
      ...randomPairs(37, 4, {
        maxLines: 1_000,
        maxEdits: 50,
        vocabulary: ["a", "b", "c"],
        newline: "mixed",
      }),
    ];
    expectPatchGivesChanged(
      pairs,
      pairs.map((pair) => diffText(pair, { contextLines: 5 })),
    );
  });

  it("applies with patch -p1 in a folder, quoted names included", () => {
    const folder = mkdtempSync(join(tmpdir(), "text-diff-names-"));
    try {
      for (const name of ["my file.txt", 'é"q.txt', "plain.txt"]) {
        writeFileSync(join(folder, name), "one\ntwo\n");
        const diff = diffText(
          { original: "one\ntwo\n", changed: "one\n2\n" },
          { originalName: name, changedName: name },
        );
        execFileSync("patch", ["-p1", "-F0", "-f", "-s"], { cwd: folder, input: diff });
        expect(readFileSync(join(folder, name), "utf8")).toBe("one\n2\n");
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
