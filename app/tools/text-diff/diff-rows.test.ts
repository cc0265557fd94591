// The rows of the two views: context around changes, collapsed runs, expanded runs, and each row
// found by number as a virtual list asks for it.
import { diffLines } from "./diff-lines";
import { type DiffRow, type DiffRows, type DiffRowsOptions, diffRows, rowAt } from "./diff-rows";
import { EXACT, splitLines } from "./text-lines";

const numbered = (count: number) => Array.from({ length: count }, (_, k) => `${k + 1}\n`).join("");

/** `original` with the given 1-based lines replaced, and `inserted` lines after line `after`. */
function edited(count: number, replaced: number[], insertedAfter?: number): string {
  const lines = numbered(count).split("\n").slice(0, -1);
  for (const line of replaced) lines[line - 1] = `changed ${line}`;
  if (insertedAfter !== undefined) lines.splice(insertedAfter, 0, "new A", "new B");
  return `${lines.join("\n")}\n`;
}

function rowsOf(original: string, changed: string, options: DiffRowsOptions): DiffRows {
  return diffRows(diffLines(splitLines(original), splitLines(changed), EXACT), options);
}

const allRows = (rows: DiffRows): DiffRow[] =>
  Array.from({ length: rows.rowCount }, (_, k) => rowAt(rows, k));

/** Rows as short strings: "=3/3" equal, "…4@5/5" collapsed, "-2 +2" change sides (1-based). */
const shown = (rows: DiffRows) =>
  allRows(rows).map((row) => {
    if (row.kind === "equal") return `=${row.originalLine + 1}/${row.changedLine + 1}`;
    if (row.kind === "collapsed")
      return `…${row.count}@${row.originalLine + 1}/${row.changedLine + 1}`;
    const side = (line: number | null, sign: string) => (line === null ? "" : `${sign}${line + 1}`);
    const pair = row.pairedLine === null ? "" : `~${row.pairedLine + 1}`;
    return `${side(row.originalLine, "-")} ${side(row.changedLine, "+")}`.trim() + pair;
  });

describe("diffRows", () => {
  it("side by side: a removed line beside the added one, context around, the rest collapsed", () => {
    const rows = rowsOf(numbered(20), edited(20, [10]), {
      layout: "side-by-side",
      contextLines: 2,
    });
    expect(shown(rows)).toEqual([
      "…7@1/1",
      "=8/8",
      "=9/9",
      "-10 +10",
      "=11/11",
      "=12/12",
      "…8@13/13",
    ]);
    expect(rows.rowCount).toBe(7);
  });

  it("side by side: an uneven change fills the shorter side with blanks", () => {
    const rows = rowsOf("a\nb\nc\n", "a\nx\ny\nz\nc\n", {
      layout: "side-by-side",
      contextLines: 3,
    });
    expect(shown(rows)).toEqual(["=1/1", "-2 +2", "+3", "+4", "=3/5"]);
    const removedMore = rowsOf("a\nx\ny\nc\n", "a\nb\nc\n", {
      layout: "side-by-side",
      contextLines: 3,
    });
    expect(shown(removedMore)).toEqual(["=1/1", "-2 +2", "-3", "=4/3"]);
  });

  it("unified: removed lines, then added ones, each paired with its counterpart", () => {
    const rows = rowsOf("a\nb\nc\nd\n", "a\nx\ny\nz\nd\n", { layout: "unified", contextLines: 3 });
    expect(shown(rows)).toEqual(["=1/1", "-2~2", "-3~3", "+2~2", "+3~3", "+4", "=4/5"]);
    const fewerAdded = rowsOf("a\nb\nc\n", "x\n", { layout: "unified", contextLines: 3 });
    expect(shown(fewerAdded)).toEqual(["-1~1", "-2", "-3", "+1~1"]);
  });

  it("collapses an unchanged run between changes only past twice the context", () => {
    const close = rowsOf(numbered(10), edited(10, [2, 8]), {
      layout: "side-by-side",
      contextLines: 2,
    });
    expect(shown(close).filter((row) => row.startsWith("…"))).toEqual(["…1@5/5"]);
    const apart = rowsOf(numbered(12), edited(12, [2, 10]), {
      layout: "side-by-side",
      contextLines: 3,
    });
    expect(shown(apart)).toEqual([
      "=1/1",
      "-2 +2",
      "=3/3",
      "=4/4",
      "=5/5",
      "…1@6/6",
      "=7/7",
      "=8/8",
      "=9/9",
      "-10 +10",
      "=11/11",
      "=12/12",
    ]);
    const exactly = rowsOf(numbered(12), edited(12, [2, 9]), {
      layout: "side-by-side",
      contextLines: 3,
    });
    expect(shown(exactly).some((row) => row.startsWith("…"))).toBe(false);
  });

  it("shows a collapsed run in full once expanded, and every line with infinite context", () => {
    const collapsed = rowsOf(numbered(20), edited(20, [10]), {
      layout: "unified",
      contextLines: 1,
    });
    expect(shown(collapsed)).toEqual(["…8@1/1", "=9/9", "-10~10", "+10~10", "=11/11", "…9@12/12"]);
    const opened = rowsOf(numbered(20), edited(20, [10]), {
      layout: "unified",
      contextLines: 1,
      expanded: new Set([11]),
    });
    expect(shown(opened).slice(-10)).toEqual([
      "=11/11",
      ...Array.from({ length: 9 }, (_, k) => `=${k + 12}/${k + 12}`),
    ]);
    expect(shown(opened)[0]).toBe("…8@1/1");
    const everything = rowsOf(numbered(20), edited(20, [10]), {
      layout: "unified",
      contextLines: Infinity,
    });
    expect(everything.rowCount).toBe(21);
    expect(shown(everything).some((row) => row.startsWith("…"))).toBe(false);
  });

  it("keeps line numbers of both sides apart after insertions", () => {
    const rows = rowsOf(numbered(12), edited(12, [], 2), {
      layout: "side-by-side",
      contextLines: 1,
    });
    expect(shown(rows)).toEqual(["…1@1/1", "=2/2", "+3", "+4", "=3/5", "…9@4/6"]);
  });

  it("shows identical texts as one collapsed row, or every line with infinite context", () => {
    const same = rowsOf(numbered(5), numbered(5), { layout: "side-by-side", contextLines: 3 });
    expect(shown(same)).toEqual(["…5@1/1"]);
    expect(
      shown(rowsOf(numbered(2), numbered(2), { layout: "unified", contextLines: Infinity })),
    ).toEqual(["=1/1", "=2/2"]);
    expect(rowsOf("", "", { layout: "unified", contextLines: 3 })).toEqual({
      layout: "unified",
      segments: [],
      rowCount: 0,
    });
  });

  it("describes each segment by its first row and row count, for the virtual list", () => {
    const rows = rowsOf(numbered(30), edited(30, [5, 6, 25], 15), {
      layout: "unified",
      contextLines: 2,
    });
    let next = 0;
    for (const segment of rows.segments) {
      expect(segment.firstRow).toBe(next);
      expect(segment.rowCount).toBeGreaterThan(0);
      next += segment.rowCount;
    }
    expect(next).toBe(rows.rowCount);
    // Every line of each side appears once, in order, in the rows or a collapsed run.
    const original: number[] = [];
    const changed: number[] = [];
    for (const row of allRows(rows)) {
      if (row.kind === "collapsed") {
        for (let k = 0; k < row.count; k++) {
          original.push(row.originalLine + k);
          changed.push(row.changedLine + k);
        }
        continue;
      }
      if (row.originalLine !== null) original.push(row.originalLine);
      if (row.changedLine !== null) changed.push(row.changedLine);
    }
    expect(original).toEqual(Array.from({ length: 30 }, (_, k) => k));
    expect(changed).toEqual(Array.from({ length: 32 }, (_, k) => k));
  });
  it("gives each row of a change its kind and lines, a change that only removes lines included", () => {
    // diff -u: "@@ -1,3 +1,2 @@" with " a", "-b", " c".
    const removal = rowsOf("a\nb\nc\n", "a\nc\n", { layout: "side-by-side", contextLines: 3 });
    expect(allRows(removal)).toEqual([
      { kind: "equal", originalLine: 0, changedLine: 0 },
      { kind: "change", originalLine: 1, changedLine: null, pairedLine: null },
      { kind: "equal", originalLine: 2, changedLine: 1 },
    ]);
    expect(removal.segments.map((segment) => segment.kind)).toEqual(["equal", "change", "equal"]);
    const unified = rowsOf("a\nb\n", "a\nx\ny\n", { layout: "unified", contextLines: 3 });
    expect(allRows(unified)).toEqual([
      { kind: "equal", originalLine: 0, changedLine: 0 },
      { kind: "change", originalLine: 1, changedLine: null, pairedLine: 1 },
      { kind: "change", originalLine: null, changedLine: 1, pairedLine: 1 },
      { kind: "change", originalLine: null, changedLine: 2, pairedLine: null },
    ]);
  });

  it("keeps a run shorter than twice the context between changes as one segment of equal rows", () => {
    // Lines 3-6 lie between the changes at 2 and 7: fewer than 2 × 3, so diff -u shows them all.
    const rows = rowsOf(numbered(10), edited(10, [2, 7]), {
      layout: "side-by-side",
      contextLines: 3,
    });
    expect(shown(rows)).toEqual([
      "=1/1",
      "-2 +2",
      "=3/3",
      "=4/4",
      "=5/5",
      "=6/6",
      "-7 +7",
      "=8/8",
      "=9/9",
      "=10/10",
    ]);
    expect(
      rows.segments.map(({ kind, originalStart, originalCount }) => [
        kind,
        originalStart,
        originalCount,
      ]),
    ).toEqual([
      ["equal", 0, 1],
      ["change", 1, 1],
      ["equal", 2, 4],
      ["change", 6, 1],
      ["equal", 7, 3],
    ]);
  });
});
