// The core as the page and its worker run it: both modes, the options, the size limit and its
// message, progress and stopping, and the option lists the page shows.
import { diffWithDefaults } from "../../../test-support/text-diff/diff-with-defaults";
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import { DiffStoppedError } from "./sequence-diff";
import {
  CHANGED_LABEL,
  DEFAULT_OPTIONS,
  INLINE_OPTIONS,
  LAYOUT_OPTIONS,
  MAX_FIELD_BYTES,
  MODE_OPTIONS,
  ORIGINAL_LABEL,
  type TextDiffOptions,
  WHITESPACE_OPTIONS,
  checkFieldSize,
  textDiff,
  tooLargeMessage,
} from "./text-diff";
import { splitLines } from "./text-lines";

const run = diffWithDefaults;

describe("textDiff", () => {
  it("compares lines by default, numbering them as splitLines does", () => {
    const result = run("a\nb\nc\n", "a\nB\nc\n");
    expect(result).toEqual({
      mode: "text",
      diff: {
        originalLineCount: 3,
        changedLineCount: 3,
        changes: [{ originalStart: 1, originalEnd: 2, changedStart: 1, changedEnd: 2 }],
        removedLines: 1,
        addedLines: 1,
        minimal: true,
      },
      patch: "--- a/text.txt\n+++ b/text.txt\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n",
    });
    expect(splitLines("a\nB\nc\n").lines[1]).toBe("B");
  });

  it("compares JSON only with the JSON comparison it is given (the worker loads it for JSON mode)", () => {
    const job = {
      original: "1",
      changed: "2",
      options: { ...DEFAULT_OPTIONS, mode: "json" as const },
    };
    expect(() => textDiff(job)).toThrow("JSON mode needs the JSON comparison");
    expect(textDiff(job, undefined, undefined, () => ({ differences: [], total: 7 }))).toEqual({
      mode: "json",
      diff: { differences: [], total: 7 },
    });
  });

  it("names the .diff file's sides after the files given", () => {
    const result = textDiff({
      original: "x\n",
      changed: "y\n",
      options: DEFAULT_OPTIONS,
      originalName: "old.txt",
      changedName: "new.txt",
    });
    expect(result.mode === "text" && result.patch.split("\n").slice(0, 2)).toEqual([
      "--- a/old.txt",
      "+++ b/new.txt",
    ]);
  });

  it("passes the comparison options to the line diff", () => {
    const changes = (options: Partial<TextDiffOptions>) => {
      const result = run("A  b\r\nc\n", "a b\nc", options);
      return result.mode === "text" ? result.diff.changes.length : -1;
    };
    expect(changes({})).toBe(1);
    expect(changes({ whitespace: "amount", ignoreCase: true })).toBe(0);
    expect(changes({ whitespace: "amount" })).toBe(1);
    expect(changes({ ignoreCase: true })).toBe(1);
    expect(changes({ whitespace: "all", ignoreCase: true })).toBe(0);
    expect(run("a\r\n", "a\n", { ignoreLineEndings: true })).toMatchObject({
      diff: { changes: [] },
    });
  });

  it("compares JSON values in JSON mode", () => {
    expect(run('{"a": 1, "b": 2}', '{"b": 2, "a": 1.0}', { mode: "json" })).toEqual({
      mode: "json",
      diff: { differences: [], total: 0 },
    });
    expect(run('{"a": 1}', '{"a": 2}', { mode: "json" })).toEqual({
      mode: "json",
      diff: { differences: [{ path: "$.a", kind: "changed", before: "1", after: "2" }], total: 1 },
    });
    expect(thrownToolError(() => run("{}", "{", { mode: "json" })).message).toBe(
      "Changed is not valid JSON: Unexpected end of input at line 1, column 2",
    );
  });

  it("names the fields Original and Changed, each holding up to 10 MB", () => {
    // The whole 10 MB case is text-diff-limit.test.ts (slow under mutation: a 10 MB count per run).
    expect([ORIGINAL_LABEL, CHANGED_LABEL]).toEqual(["Original", "Changed"]);
    expect(MAX_FIELD_BYTES).toBe(10 * 1024 * 1024);
    expect(thrownToolError(() => checkFieldSize("x".repeat(9), CHANGED_LABEL, 8)).message).toBe(
      "Changed is 0.1 MB (9 bytes): Text Diff compares up to 10 MB a field.",
    );
  });

  it("counts the size in UTF-8 bytes", () => {
    // é takes 2 bytes, 中 3, 😀 4 (two UTF-16 units). A small limit keeps the test quick.
    const limit = 1_200;
    const check = (text: string) => () => checkFieldSize(text, "Original", limit);
    expect(check("é".repeat(limit / 2))).not.toThrow();
    expect(thrownToolError(check(`${"é".repeat(limit / 2)}x`)).message).toBe(
      tooLargeMessage("Original", limit + 1),
    );
    expect(check("中".repeat(limit / 3))).not.toThrow();
    expect(thrownToolError(check("中".repeat(limit / 3 + 1))).message).toBe(
      tooLargeMessage("Original", limit + 3),
    );
    expect(check("😀".repeat(limit / 4))).not.toThrow();
    expect(thrownToolError(check(`${"😀".repeat(limit / 4)}x`)).message).toBe(
      tooLargeMessage("Original", limit + 1),
    );
    expect(thrownToolError(check("x".repeat(limit + 1))).message).toBe(
      tooLargeMessage("Original", limit + 1),
    );
    // A text of at most a third of the limit in UTF-16 units always fits, whatever its characters.
    expect(check("\uffff".repeat(limit / 3))).not.toThrow();
    expect(check("\u07ff".repeat(limit / 2))).not.toThrow();
    expect(check("\u0800".repeat(limit / 2))).toThrow();
    expect(check("\u007f".repeat(limit))).not.toThrow();
    expect(check("\u0080".repeat(limit))).toThrow();
  });

  it("counts UTF-8 bytes as Node's encoder does at the edges of each length", () => {
    // Each text is just over the limit by Buffer.byteLength's count, and fits at exactly that count.
    for (const character of [
      "\u007f",
      "\u0080",
      "\u07ff",
      "\u0800",
      "\ud7ff",
      "\ue000",
      "\ufffd",
    ].concat(["\u{10000}", "\u{10ffff}", "😀"])) {
      const text = character.repeat(4);
      const bytes = Buffer.byteLength(text, "utf8");
      expect(() => checkFieldSize(text, "Original", bytes), character).not.toThrow();
      expect(thrownToolError(() => checkFieldSize(text, "Original", bytes - 1)).message).toBe(
        tooLargeMessage("Original", bytes),
      );
    }
  });

  it("writes sizes rounded up to a tenth of a megabyte", () => {
    expect(tooLargeMessage("Original", 13_000_000)).toBe(
      "Original is 12.4 MB (13,000,000 bytes): Text Diff compares up to 10 MB a field.",
    );
    expect(tooLargeMessage("Changed", 20 * 1024 * 1024)).toBe(
      "Changed is 20.0 MB (20,971,520 bytes): Text Diff compares up to 10 MB a field.",
    );
  });

  it("reports progress and stops when asked", () => {
    const lines = (seed: number) =>
      Array.from({ length: 4_000 }, (_, k) => `${(k * seed) % 7}\n`).join("");
    const job = { original: lines(3), changed: lines(5), options: DEFAULT_OPTIONS };
    const fractions: number[] = [];
    textDiff(job, (fraction) => fractions.push(fraction));
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions.at(-1)).toBe(1);
    expect(() => textDiff(job, undefined, () => true)).toThrow(DiffStoppedError);
  });

  it("offers the options the page shows, defaults first", () => {
    expect(DEFAULT_OPTIONS).toEqual({
      mode: "text",
      whitespace: "exact",
      ignoreCase: false,
      ignoreLineEndings: false,
      contextLines: 3,
      inline: "word",
      layout: "side-by-side",
    });
    expect(MODE_OPTIONS).toEqual([
      { value: "text", label: "Text" },
      { value: "json", label: "JSON" },
    ]);
    expect(WHITESPACE_OPTIONS.map((o) => o.label)).toEqual([
      "Compare white space",
      "Ignore changes in amount of white space",
      "Ignore all white space",
    ]);
    expect(WHITESPACE_OPTIONS.map((o) => o.value)).toEqual(["exact", "amount", "all"]);
    expect(INLINE_OPTIONS).toEqual([
      { value: "word", label: "Word" },
      { value: "character", label: "Character" },
    ]);
    expect(LAYOUT_OPTIONS).toEqual([
      { value: "side-by-side", label: "Side by side" },
      { value: "unified", label: "Unified" },
    ]);
  });
});
