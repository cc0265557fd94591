// Text Diff: the shortest edit script between two sequences of integer ids (interned lines, words or
// characters), by Myers' O(ND) algorithm with the linear-space middle-snake refinement.
//
// Built as GNU diff builds it (diffutils' diffseq.h and analyze.c), because its output is what users
// and `patch` know: common ends are stripped first; elements that occur nowhere on the other side
// are set aside before the search (they can never match, so the script stays minimal and a pair of
// unrelated files takes no search at all); and a cost cap makes each middle-snake search give up
// after `maxCost` rounds and split at the furthest point reached, so any pair finishes in about
// (N + M) · maxCost steps with a correct, perhaps longer than minimal, script.

export interface SequenceDiffOptions {
  /**
   * Rounds a middle-snake search may take before it settles for the best split found so far.
   * Defaults to the square root of the total length, at least MIN_COST (git's xdiff does the same).
   */
  maxCost?: number;
  /** Called now and then with the share of the work done, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Asked now and then; true stops the work with DiffStoppedError. */
  shouldStop?: () => boolean;
}

export interface SequenceDiff {
  /** 1 for each element of `a` that is not in the common subsequence. */
  removed: Uint8Array;
  /** 1 for each element of `b` that is not in the common subsequence. */
  added: Uint8Array;
  /** False when the cost cap cut a search short: the script is correct but may not be the shortest. */
  minimal: boolean;
}

/** Thrown when `shouldStop` asks the work to stop; the page drops the run, it is not a failure. */
export class DiffStoppedError extends Error {
  constructor() {
    super("Stopped");
    this.name = "DiffStoppedError";
  }
}

/** Below this cap, searches stay exhaustive: edit scripts of up to ~2 × MIN_COST lines are minimal. */
export const MIN_COST = 256;

/** Steps of search between two calls of onProgress and shouldStop (a few milliseconds of work). */
export const CHECK_EVERY = 1 << 16;

export function defaultMaxCost(total: number): number {
  return Math.max(MIN_COST, Math.floor(Math.sqrt(total)));
}

/** The edit script from `a` to `b`. */
export function diffSequences(
  a: Int32Array,
  b: Int32Array,
  options: SequenceDiffOptions = {},
): SequenceDiff {
  const removed = new Uint8Array(a.length);
  const added = new Uint8Array(b.length);
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  // Past b's end b[start] reads as undefined, which no id equals: only a's end needs a test.
  while (start < endA && a[start] === b[start]) start++;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = setAsideUnmatched(a, b, start, endA, endB, removed, added);
  const search = new MiddleSnakeSearch(
    middle.x,
    middle.y,
    options.maxCost ?? defaultMaxCost(middle.x.length + middle.y.length),
    options,
  );
  search.run();
  search.xChanged.forEach((changed, i) => {
    if (changed) removed[middle.xAt[i]] = 1;
  });
  search.yChanged.forEach((changed, j) => {
    if (changed) added[middle.yAt[j]] = 1;
  });
  options.onProgress?.(1);
  return { removed, added, minimal: search.minimal };
}

interface Middle {
  /** The elements left to search, and where each was in `a` or `b`. */
  x: Int32Array;
  xAt: Int32Array;
  y: Int32Array;
  yAt: Int32Array;
}

/**
 * Marks the elements of a[start, endA) that b[start, endB) lacks as removed, and the other way round,
 * and returns the rest. Only elements with no partner at all go: each common subsequence is still
 * one of the rest, so the minimal script is found all the same.
 */
function setAsideUnmatched(
  a: Int32Array,
  b: Int32Array,
  start: number,
  endA: number,
  endB: number,
  removed: Uint8Array,
  added: Uint8Array,
): Middle {
  // Sized by b's ids alone: an id of a above them has no partner, and a typed array ignores a write
  // past its end and reads undefined there (never 3, "in both").
  let ids = 0;
  for (let j = start; j < endB; j++) if (b[j] >= ids) ids = b[j] + 1;
  // 1: in a, 2: in b, 3: in both.
  const sides = new Uint8Array(ids);
  for (let i = start; i < endA; i++) sides[a[i]] |= 1;
  for (let j = start; j < endB; j++) sides[b[j]] |= 2;
  const keep = (from: Int32Array, end: number, changed: Uint8Array) => {
    let count = 0;
    for (let i = start; i < end; i++) if (sides[from[i]] === 3) count++;
    const kept = new Int32Array(count);
    const at = new Int32Array(count);
    count = 0;
    for (let i = start; i < end; i++) {
      if (sides[from[i]] === 3) {
        kept[count] = from[i];
        at[count++] = i;
      } else changed[i] = 1;
    }
    return [kept, at];
  };
  const [x, xAt] = keep(a, endA, removed);
  const [y, yAt] = keep(b, endB, added);
  return { x, xAt, y, yAt };
}

/** The part of the grid still to search, and whether it must be searched exhaustively. */
type Task = [xoff: number, xlim: number, yoff: number, ylim: number, findMinimal: boolean];

/** Where a search splits its part, and whether each half must be searched exhaustively. */
type Split = [xmid: number, ymid: number, loMinimal: boolean, hiMinimal: boolean];

/** Myers' linear-space search, after diffseq.h's compareseq and diag, with a stack for recursion. */
class MiddleSnakeSearch {
  readonly xChanged: Uint8Array;
  readonly yChanged: Uint8Array;
  minimal = true;
  /** Forward and backward furthest-reaching x on each diagonal, diagonal d at index d + offset. */
  private readonly fd: Int32Array;
  private readonly bd: Int32Array;
  private readonly offset: number;
  private steps = 0;
  private nextCheck = CHECK_EVERY;
  /** Elements of both sequences whose fate is settled, for the progress fraction. */
  private settled = 0;

  constructor(
    private readonly x: Int32Array,
    private readonly y: Int32Array,
    private readonly maxCost: number,
    private readonly options: SequenceDiffOptions,
  ) {
    this.xChanged = new Uint8Array(x.length);
    this.yChanged = new Uint8Array(y.length);
    const diagonals = x.length + y.length + 3;
    this.fd = new Int32Array(diagonals);
    this.bd = new Int32Array(diagonals);
    this.offset = y.length + 1;
  }

  run(): void {
    const { x, y } = this;
    const tasks: Task[] = [[0, x.length, 0, y.length, false]];
    for (let task = tasks.pop(); task; task = tasks.pop()) {
      let [xoff, xlim, yoff, ylim] = task;
      const start = xoff + yoff;
      const end = xlim + ylim;
      while (xoff < xlim && yoff < ylim && x[xoff] === y[yoff]) {
        xoff++;
        yoff++;
      }
      while (xoff < xlim && yoff < ylim && x[xlim - 1] === y[ylim - 1]) {
        xlim--;
        ylim--;
      }
      this.settled += xoff + yoff - start + end - xlim - ylim;
      if (xoff === xlim || yoff === ylim) {
        this.xChanged.fill(1, xoff, xlim);
        this.yChanged.fill(1, yoff, ylim);
        this.settled += xlim - xoff + ylim - yoff;
        continue;
      }
      const [xmid, ymid, loMinimal, hiMinimal] = this.split(xoff, xlim, yoff, ylim, task[4]);
      // The upper part is popped first; the order does not change the result.
      tasks.push([xmid, xlim, ymid, ylim, hiMinimal]);
      tasks.push([xoff, xmid, yoff, ymid, loMinimal]);
    }
  }

  /** Counts search steps; every CHECK_EVERY of them, reports progress and honours shouldStop. */
  private step(count: number): void {
    this.steps += count;
    if (this.steps < this.nextCheck) return;
    this.nextCheck = this.steps + CHECK_EVERY;
    if (this.options.shouldStop?.()) throw new DiffStoppedError();
    this.options.onProgress?.(this.settled / (this.x.length + this.y.length));
  }

  /**
   * Finds the midpoint of a shortest edit script of x[xoff, xlim) → y[yoff, ylim) and returns it.
   * Unless `findMinimal`, past maxCost rounds it takes the furthest point reached so far.
   */
  private split(
    xoff: number,
    xlim: number,
    yoff: number,
    ylim: number,
    findMinimal: boolean,
  ): Split {
    const { x, y, fd, bd, offset: o } = this;
    const dmin = xoff - ylim;
    const dmax = xlim - yoff;
    const fmid = xoff - yoff;
    const bmid = xlim - ylim;
    let fmin = fmid;
    let fmax = fmid;
    let bmin = bmid;
    let bmax = bmid;
    const odd = ((fmid - bmid) & 1) !== 0;
    fd[fmid + o] = xoff;
    bd[bmid + o] = xlim;
    for (let cost = 1; ; cost++) {
      // One more forward round: extend each diagonal's furthest path by one edit and its snake.
      if (fmin > dmin) fd[--fmin - 1 + o] = -1;
      else fmin++;
      if (fmax < dmax) fd[++fmax + 1 + o] = -1;
      else fmax--;
      for (let d = fmax; d >= fmin; d -= 2) {
        const low = fd[d - 1 + o];
        const high = fd[d + 1 + o];
        const x0 = low >= high ? low + 1 : high;
        let xi = x0;
        let yi = x0 - d;
        while (xi < xlim && yi < ylim && x[xi] === y[yi]) {
          xi++;
          yi++;
        }
        fd[d + o] = xi;
        if (odd && bmin <= d && d <= bmax && bd[d + o] <= xi) {
          return [xi, yi, true, true];
        }
      }
      // One more backward round.
      if (bmin > dmin) bd[--bmin - 1 + o] = 0x7fffffff;
      else bmin++;
      if (bmax < dmax) bd[++bmax + 1 + o] = 0x7fffffff;
      else bmax--;
      for (let d = bmax; d >= bmin; d -= 2) {
        const low = bd[d - 1 + o];
        const high = bd[d + 1 + o];
        const x0 = low < high ? low : high - 1;
        let xi = x0;
        let yi = x0 - d;
        while (xoff < xi && yoff < yi && x[xi - 1] === y[yi - 1]) {
          xi--;
          yi--;
        }
        bd[d + o] = xi;
        if (!odd && fmin <= d && d <= fmax && xi <= fd[d + o]) {
          return [xi, yi, true, true];
        }
      }
      this.step(fmax - fmin + bmax - bmin + 2);
      if (findMinimal || cost < this.maxCost) continue;
      this.minimal = false;
      return this.giveUp(xoff, xlim, yoff, ylim, fmin, fmax, bmin, bmax);
    }
  }

  /**
   * The cost cap is reached: split at the point, forward or backward, that got furthest from its
   * corner. The part behind it is known to be cheap, so it is searched exhaustively.
   */
  private giveUp(
    xoff: number,
    xlim: number,
    yoff: number,
    ylim: number,
    fmin: number,
    fmax: number,
    bmin: number,
    bmax: number,
  ): Split {
    const { fd, bd, offset: o } = this;
    let forwardBest = -1;
    let forwardX = 0;
    for (let d = fmax; d >= fmin; d -= 2) {
      let xi = Math.min(fd[d + o], xlim);
      let yi = xi - d;
      if (ylim < yi) {
        xi = ylim + d;
        yi = ylim;
      }
      if (forwardBest < xi + yi) {
        forwardBest = xi + yi;
        forwardX = xi;
      }
    }
    let backwardBest = 0x7fffffff;
    let backwardX = 0;
    for (let d = bmax; d >= bmin; d -= 2) {
      let xi = Math.max(xoff, bd[d + o]);
      let yi = xi - d;
      if (yi < yoff) {
        xi = yoff + d;
        yi = yoff;
      }
      if (xi + yi < backwardBest) {
        backwardBest = xi + yi;
        backwardX = xi;
      }
    }
    return xlim + ylim - backwardBest < forwardBest - (xoff + yoff)
      ? [forwardX, forwardBest - forwardX, true, false]
      : [backwardX, backwardBest - backwardX, false, true];
  }
}
