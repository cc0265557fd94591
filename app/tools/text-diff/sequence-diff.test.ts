// The edit-script search on integer ids: shortest scripts (checked against a dynamic-programming
// LCS), the cost cap, progress and stopping.
import { seededRandom } from "../../../test-support/random";
import { GNU_ALIGNMENTS, alignmentTexts } from "../../../test-support/text-diff/gnu-alignments";
import { askPython } from "../../../test-support/text-diff/python-difflib";
import { diffLines } from "./diff-lines";
import {
  CHECK_EVERY,
  DiffStoppedError,
  MIN_COST,
  type SequenceDiff,
  defaultMaxCost,
  diffSequences,
} from "./sequence-diff";
import { EXACT, splitLines } from "./text-lines";

const ids = (values: readonly number[]) => Int32Array.from(values);
/** The 1-based numbers of lines [start, end) given 0-based. */
const range = (start: number, end: number) =>
  Array.from({ length: end - start }, (_, k) => start + k + 1);

/** Length of a longest common subsequence, by the textbook table. */
function lcsLength(a: Int32Array, b: Int32Array): number {
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const next = new Int32Array(b.length + 1);
    for (let j = 1; j <= b.length; j++)
      next[j] = a[i - 1] === b[j - 1] ? row[j - 1] + 1 : Math.max(row[j], next[j - 1]);
    row = next;
  }
  return row[b.length];
}

/** The elements a script keeps: the same on both sides when the script is valid. */
const kept = (values: Int32Array, flags: Uint8Array) => values.filter((_, k) => !flags[k]);
const edits = (diff: SequenceDiff) =>
  diff.removed.reduce((sum, f) => sum + f, 0) + diff.added.reduce((sum, f) => sum + f, 0);

function expectValid(a: Int32Array, b: Int32Array, diff: SequenceDiff) {
  expect(diff.removed).toHaveLength(a.length);
  expect(diff.added).toHaveLength(b.length);
  expect([...kept(a, diff.removed)]).toEqual([...kept(b, diff.added)]);
}

function randomSequences(seed: number, count: number, maxLength: number, alphabet: number) {
  const random = seededRandom(seed);
  const sequence = () =>
    Int32Array.from({ length: Math.floor(random() * (maxLength + 1)) }, () =>
      Math.floor(random() * alphabet),
    );
  return Array.from({ length: count }, () => [sequence(), sequence()] as const);
}

/**
 * GNU diffutils' diffseq.h (compareseq and diag, without the speed_large_files heuristic), written
 * out plainly as recursion over maps: the capped search's reference, which no tool exposes (GNU diff
 * caps at no fewer than 4,096 rounds).
 */
function diffseqReference(a: number[], b: number[], tooExpensive: number) {
  const removed = new Uint8Array(a.length);
  const added = new Uint8Array(b.length);
  // The search's input as diffSequences prepares it: common ends kept, elements with no partner set
  // aside (GNU analyze.c sets those aside too, and also some frequent ones, which the tool does not).
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  while (start < endA && start < endB && a[start] === b[start]) start++;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const inA = new Set(a.slice(start, endA));
  const inB = new Set(b.slice(start, endB));
  const xAt: number[] = [];
  const yAt: number[] = [];
  for (let i = start; i < endA; i++)
    if (inB.has(a[i])) xAt.push(i);
    else removed[i] = 1;
  for (let j = start; j < endB; j++)
    if (inA.has(b[j])) yAt.push(j);
    else added[j] = 1;
  const x = xAt.map((i) => a[i]);
  const y = yAt.map((j) => b[j]);
  const xChanged = new Uint8Array(x.length);
  const yChanged = new Uint8Array(y.length);
  const fd = new Map<number, number>();
  const bd = new Map<number, number>();
  const at = (m: Map<number, number>, d: number) => m.get(d) as number;
  function diag(xoff: number, xlim: number, yoff: number, ylim: number, findMinimal: boolean) {
    const dmin = xoff - ylim,
      dmax = xlim - yoff,
      fmid = xoff - yoff,
      bmid = xlim - ylim;
    let fmin = fmid,
      fmax = fmid,
      bmin = bmid,
      bmax = bmid;
    const odd = (fmid - bmid) % 2 !== 0;
    fd.set(fmid, xoff);
    bd.set(bmid, xlim);
    for (let c = 1; ; ++c) {
      if (fmin > dmin) fd.set(--fmin - 1, -1);
      else ++fmin;
      if (fmax < dmax) fd.set(++fmax + 1, -1);
      else --fmax;
      for (let d = fmax; d >= fmin; d -= 2) {
        const tlo = at(fd, d - 1),
          thi = at(fd, d + 1);
        let xx = tlo >= thi ? tlo + 1 : thi,
          yy = xx - d;
        while (xx < xlim && yy < ylim && x[xx] === y[yy]) {
          xx++;
          yy++;
        }
        fd.set(d, xx);
        if (odd && bmin <= d && d <= bmax && at(bd, d) <= xx) return [xx, yy, true, true] as const;
      }
      if (bmin > dmin) bd.set(--bmin - 1, Infinity);
      else ++bmin;
      if (bmax < dmax) bd.set(++bmax + 1, Infinity);
      else --bmax;
      for (let d = bmax; d >= bmin; d -= 2) {
        const tlo = at(bd, d - 1),
          thi = at(bd, d + 1);
        let xx = tlo < thi ? tlo : thi - 1,
          yy = xx - d;
        while (xoff < xx && yoff < yy && x[xx - 1] === y[yy - 1]) {
          xx--;
          yy--;
        }
        bd.set(d, xx);
        if (!odd && fmin <= d && d <= fmax && xx <= at(fd, d)) return [xx, yy, true, true] as const;
      }
      if (findMinimal || c < tooExpensive) continue;
      let fxybest = -1,
        fxbest = 0;
      for (let d = fmax; d >= fmin; d -= 2) {
        let xx = Math.min(at(fd, d), xlim),
          yy = xx - d;
        if (ylim < yy) {
          xx = ylim + d;
          yy = ylim;
        }
        if (fxybest < xx + yy) {
          fxybest = xx + yy;
          fxbest = xx;
        }
      }
      let bxybest = Infinity,
        bxbest = 0;
      for (let d = bmax; d >= bmin; d -= 2) {
        let xx = Math.max(xoff, at(bd, d)),
          yy = xx - d;
        if (yy < yoff) {
          xx = yoff + d;
          yy = yoff;
        }
        if (xx + yy < bxybest) {
          bxybest = xx + yy;
          bxbest = xx;
        }
      }
      if (xlim + ylim - bxybest < fxybest - (xoff + yoff))
        return [fxbest, fxybest - fxbest, true, false] as const;
      return [bxbest, bxybest - bxbest, false, true] as const;
    }
  }
  function compareseq(
    xoff: number,
    xlim: number,
    yoff: number,
    ylim: number,
    findMinimal: boolean,
  ) {
    while (xoff < xlim && yoff < ylim && x[xoff] === y[yoff]) {
      xoff++;
      yoff++;
    }
    while (xoff < xlim && yoff < ylim && x[xlim - 1] === y[ylim - 1]) {
      xlim--;
      ylim--;
    }
    if (xoff === xlim) yChanged.fill(1, yoff, ylim);
    else if (yoff === ylim) xChanged.fill(1, xoff, xlim);
    else {
      const [xmid, ymid, lo, hi] = diag(xoff, xlim, yoff, ylim, findMinimal);
      compareseq(xoff, xmid, yoff, ymid, lo);
      compareseq(xmid, xlim, ymid, ylim, hi);
    }
  }
  compareseq(0, x.length, 0, y.length, false);
  xChanged.forEach((changed, k) => (removed[xAt[k]] |= changed));
  yChanged.forEach((changed, k) => (added[yAt[k]] |= changed));
  return { removed, added };
}

describe("diffSequences", () => {
  it("marks what one sequence lacks of the other", () => {
    const diff = diffSequences(ids([1, 2, 3, 4]), ids([1, 3, 4, 5]));
    expect([...diff.removed]).toEqual([0, 1, 0, 0]);
    expect([...diff.added]).toEqual([0, 0, 0, 1]);
    expect(diff.minimal).toBe(true);
  });

  it("handles empty sides and equal sequences", () => {
    expect([...diffSequences(ids([]), ids([7, 7])).added]).toEqual([1, 1]);
    expect([...diffSequences(ids([7]), ids([])).removed]).toEqual([1]);
    const same = diffSequences(ids([1, 2, 1]), ids([1, 2, 1]));
    expect([...same.removed, ...same.added]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("finds a shortest edit script for random sequences of every shape", () => {
    // Small alphabets make many equal elements (many possible matchings), large ones few.
    for (const [seed, alphabet] of [
      [1, 2],
      [2, 3],
      [3, 8],
      [4, 40],
    ]) {
      for (const [a, b] of randomSequences(seed, 150, 40, alphabet)) {
        const diff = diffSequences(a, b);
        expectValid(a, b, diff);
        expect(edits(diff)).toBe(a.length + b.length - 2 * lcsLength(a, b));
        expect(diff.minimal).toBe(true);
      }
    }
  });

  it("sets aside elements the other side lacks and still finds the shortest script", () => {
    // 9s occur on one side only; the rest needs a real search.
    const a = ids([9, 1, 2, 9, 3, 1, 9, 2]);
    const b = ids([2, 1, 8, 3, 2, 8, 1]);
    const diff = diffSequences(a, b);
    expectValid(a, b, diff);
    expect(edits(diff)).toBe(a.length + b.length - 2 * lcsLength(a, b));
    expect([...diff.removed].filter((_, k) => a[k] === 9)).toEqual([1, 1, 1]);
  });

  it("keeps an element both middles hold, however the ids of each side compare", () => {
    // a's ids above every id of b's middle (3, 4) have no partner; 0, the only id of b's middle,
    // is the largest one there and is kept.
    const above = diffSequences(ids([3, 0, 4]), ids([0]));
    expect([...above.removed, ...above.added]).toEqual([1, 0, 1, 0]);
    // b's largest id (2) is common, and b reaches it after 1.
    const reached = diffSequences(ids([2, 9]), ids([1, 2]));
    expect([...reached.removed, ...reached.added]).toEqual([0, 1, 1, 0]);
  });

  it("past the cost cap, still gives a valid script, marked not minimal", () => {
    for (const [a, b] of randomSequences(5, 60, 60, 3)) {
      const diff = diffSequences(a, b, { maxCost: 1 });
      expectValid(a, b, diff);
      expect(edits(diff)).toBeGreaterThanOrEqual(a.length + b.length - 2 * lcsLength(a, b));
    }
    const a = ids([1, 2, 3, 1, 2, 3, 1, 2]);
    const b = ids([3, 2, 1, 3, 2, 1, 3, 3]);
    expect(diffSequences(a, b, { maxCost: 1 }).minimal).toBe(false);
    expect(diffSequences(a, b, { maxCost: 100 }).minimal).toBe(true);
  });

  it("with the cap, settles either at the forward or at the backward furthest point", () => {
    // A long common run near the end: the backward search reaches further, so it is the split.
    const tail = Array.from({ length: 30 }, (_, k) => 10 + k);
    const a = ids([1, 2, 1, 2, 1, 2, 1, 2, 5, ...tail, 6]);
    const b = ids([2, 1, 2, 1, 2, 1, 2, 1, 7, ...tail, 8]);
    for (const [x, y] of [
      [a, b],
      [a.slice().reverse(), b.slice().reverse()],
    ]) {
      const diff = diffSequences(x, y, { maxCost: 2 });
      expectValid(x, y, diff);
      expect(kept(x, diff.removed).length).toBeGreaterThanOrEqual(tail.length);
    }
  });

  it("caps the cost at the square root of the total length, at least MIN_COST", () => {
    expect(defaultMaxCost(100)).toBe(MIN_COST);
    expect(defaultMaxCost(MIN_COST * MIN_COST)).toBe(MIN_COST);
    expect(defaultMaxCost(1_000_000)).toBe(1_000);
    expect(defaultMaxCost(1_000_001)).toBe(1_000);
  });

  it("reports progress up to 1 and stops when asked", () => {
    const random = seededRandom(6);
    const a = Int32Array.from({ length: 3_000 }, () => Math.floor(random() * 4));
    const b = Int32Array.from({ length: 3_000 }, () => Math.floor(random() * 4));
    const fractions: number[] = [];
    let asked = 0;
    diffSequences(a, b, {
      onProgress: (fraction) => fractions.push(fraction),
      shouldStop: () => {
        asked++;
        return false;
      },
    });
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions.length).toBe(asked + 1);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f, k) => f >= 0 && f <= 1 && (k === 0 || f >= fractions[k - 1]))).toBe(
      true,
    );
    expect(fractions.slice(0, -1).some((f) => f > 0 && f < 1)).toBe(true);
    // The share of elements whose fate is settled: by the last report before the end, the search
    // (spread evenly over the pair) has settled most of them.
    expect(fractions.at(-2)).toBeGreaterThan(0.75);
    expect(() => diffSequences(a, b, { shouldStop: () => true })).toThrow(DiffStoppedError);
  });

  it("asks whether to stop only every CHECK_EVERY steps, not on small inputs", () => {
    let asked = 0;
    const shouldStop = () => {
      asked++;
      return true;
    };
    diffSequences(ids([1, 2, 3, 4, 5]), ids([5, 4, 3, 2, 1]), { shouldStop });
    expect(asked).toBe(0);
    expect(CHECK_EVERY).toBeGreaterThan(1_000);
  });
  it("names its error for the page, which drops a stopped run without a message", () => {
    const error = new DiffStoppedError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DiffStoppedError");
    expect(error.message).toBe("Stopped");
  });

  it("gives up only past maxCost rounds: a middle snake ⌈D/2⌉ rounds away is found with that cap", () => {
    // Myers' forward and backward searches meet after ⌈D/2⌉ rounds, D the shortest script's length.
    // These pairs share no first or last element and every element occurs on both sides, so the
    // first search is the whole pair, and the searches after it are shorter.
    for (const [a, b] of [
      [ids([1, 2, 3, 4, 5, 6]), ids([6, 5, 4, 3, 2, 1])],
      [ids([1, 2, 3, 1, 2, 3, 1, 2]), ids([3, 2, 1, 3, 2, 1, 3, 3])],
      [ids([1, 2, 1, 2, 1, 2, 1, 2]), ids([2, 1, 2, 1, 2, 1, 2, 1, 1, 1])],
      [ids([1, 1, 2, 2, 3, 3, 4, 4]), ids([4, 4, 3, 3, 2, 2, 1, 1])],
    ]) {
      const rounds = Math.ceil((a.length + b.length - 2 * lcsLength(a, b)) / 2);
      const found = diffSequences(a, b, { maxCost: rounds });
      expect(found.minimal, `${a} / ${b}`).toBe(true);
      expect(edits(found)).toBe(a.length + b.length - 2 * lcsLength(a, b));
      const cut = diffSequences(a, b, { maxCost: rounds - 1 });
      expect(cut.minimal, `${a} / ${b}`).toBe(false);
      expectValid(a, b, cut);
    }
  });

  it("meets in the middle where GNU diff's search does (the lines diff -u removes and adds)", () => {
    for (const record of GNU_ALIGNMENTS) {
      const { original, changed } = alignmentTexts(record);
      const diff = diffLines(splitLines(original), splitLines(changed), EXACT);
      const removed = diff.changes.flatMap((c) => range(c.originalStart, c.originalEnd));
      const added = diff.changes.flatMap((c) => range(c.changedStart, c.changedEnd));
      expect({ removed, added }, JSON.stringify(record)).toEqual({
        removed: record.removed,
        added: record.added,
      });
    }
  });
  it("keeps what difflib's SequenceMatcher keeps where the common ends decide", () => {
    // Common ends are kept first (the first of two equal ends, the last of a common tail), as
    // SequenceMatcher's leftmost longest blocks keep them; GNU diff writes 2d1 for the first pair.
    const cases: [number[], number[], Pick<SequenceDiff, "removed" | "added">][] = [
      [[1, 1], [1], { removed: Uint8Array.of(0, 1), added: Uint8Array.of(0) }],
      [[2, 0, 0, 1], [0, 1], { removed: Uint8Array.of(1, 1, 0, 0), added: Uint8Array.of(0, 0) }],
      [
        [0, 1],
        [1, 0, 0, 1, 0],
        { removed: Uint8Array.of(0, 0), added: Uint8Array.of(1, 1, 0, 0, 1) },
      ],
    ];
    for (const [a, b, expected] of cases) {
      const { removed, added } = diffSequences(ids(a), ids(b));
      expect({ removed, added }, `${a} / ${b}`).toEqual(expected);
    }
    // The expected flags are difflib's: each element outside its matching blocks.
    const opcodes = askPython<[string, number, number, number, number][]>(
      cases.map(([a, b]) => ["opcodes", [a.map(String), b.map(String)]]),
    );
    cases.forEach(([a, b, expected], k) => {
      const removed = new Uint8Array(a.length);
      const added = new Uint8Array(b.length);
      for (const [tag, i1, i2, j1, j2] of opcodes[k]) {
        if (tag === "equal") continue;
        removed.fill(1, i1, i2);
        added.fill(1, j1, j2);
      }
      expect({ removed, added }).toEqual(expected);
    });
  });
  it("past the cost cap, keeps the furthest points inside the part searched", () => {
    // Here the furthest forward and backward paths run past the bottom and the top of the part.
    const a = ids([0, 1, 0, 0, 2, 2, 2, 1]);
    const b = ids([0, 2, 1, 0]);
    const diff = diffSequences(a, b, { maxCost: 2 });
    expectValid(a, b, diff);
    expect(edits(diff)).toBeGreaterThanOrEqual(a.length + b.length - 2 * lcsLength(a, b));
  });

  it("runs a long search with either callback or neither", () => {
    const random = seededRandom(6);
    const a = Int32Array.from({ length: 3_000 }, () => Math.floor(random() * 4));
    const b = Int32Array.from({ length: 3_000 }, () => Math.floor(random() * 4));
    const plain = diffSequences(a, b);
    expectValid(a, b, plain);
    expect(diffSequences(a, b, { onProgress: () => {} })).toEqual(plain);
    expect(diffSequences(a, b, { shouldStop: () => false })).toEqual(plain);
  });
  it("past the cost cap, splits where GNU diff's diffseq.h splits", () => {
    // Random pairs of every shape, capped at 1 to 4 rounds, against the reference above; each
    // pair takes several give-ups, forward and backward, at the edges of the part and inside it.
    for (const [seed, alphabet] of [
      [11, 2],
      [12, 3],
      [13, 5],
    ]) {
      const random = seededRandom(seed);
      const sequence = () =>
        Array.from({ length: 1 + Math.floor(random() * 40) }, () =>
          Math.floor(random() * alphabet),
        );
      for (let k = 0; k < 150; k++) {
        const [a, b] = [sequence(), sequence()];
        const maxCost = 1 + (k % 4);
        const expected = diffseqReference(a, b, maxCost);
        const { removed, added } = diffSequences(ids(a), ids(b), { maxCost });
        // Compared as strings first: toEqual on each of 450 pairs would take most of a second.
        if (`${removed}|${added}` !== `${expected.removed}|${expected.added}`)
          expect({ removed, added }, `${a} / ${b}, maxCost ${maxCost}`).toEqual(expected);
      }
    }
  });
});
