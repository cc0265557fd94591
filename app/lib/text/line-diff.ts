// A line diff (Myers' O((N+M)·D) algorithm) for showing what a change does to a text, e.g. the AI
// clean-up of /html-to-markdown beside the default output. Bounded: past MAX_EDITS differences the
// middle is shown as all removed, then all added (correct, not minimal), so time and memory stay
// within about MAX_EDITS² steps whatever the input.

export type DiffKind = "same" | "removed" | "added";
export interface DiffLine {
  kind: DiffKind;
  text: string;
}
export interface LineDiff {
  lines: DiffLine[];
  /** False when the edit bound was hit and the middle is a plain replacement. */
  minimal: boolean;
}

export const MAX_EDITS = 1_000;

const splitLines = (text: string) => (text === "" ? [] : text.split(/\r\n?|\n/));

/** Lines as numbers (equal lines, equal numbers), so comparing is cheap. */
function lineIds(a: string[], b: string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idOf = (line: string) => {
    let id = ids.get(line);
    if (id === undefined) ids.set(line, (id = ids.size));
    return id;
  };
  return [Int32Array.from(a, idOf), Int32Array.from(b, idOf)];
}

/** The edit script from a to b as kinds in order, or null past `maxEdits` differences. */
function myers(a: Int32Array, b: Int32Array, maxEdits: number): DiffKind[] | null {
  const n = a.length;
  const m = b.length;
  const offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  // v before each step d, for k in [-d-1, d+1]: what the backtrack reads.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(n + m, maxEdits); d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1])
          ? v[offset + k + 1]
          : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], n: number, m: number): DiffKind[] {
  const kinds: DiffKind[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const snapshot = trace[d];
    const at = (k: number) => snapshot[k + d + 1];
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      kinds.push("same");
      x--;
      y--;
    }
    if (d > 0) kinds.push(x === prevX ? "added" : "removed");
    x = prevX;
    y = prevY;
  }
  return kinds.reverse();
}

/** The lines of `before` and `after` marked same, removed or added, in order. */
export function lineDiff(before: string, after: string, maxEdits = MAX_EDITS): LineDiff {
  const a = splitLines(before);
  const b = splitLines(after);
  // Common ends cost nothing to find and often make up most of a text.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const [ids1, ids2] = lineIds(a.slice(start, endA), b.slice(start, endB));
  const kinds = myers(ids1, ids2, maxEdits);
  const lines: DiffLine[] = a.slice(0, start).map((text) => ({ kind: "same", text }));
  if (kinds) {
    let i = start;
    let j = start;
    for (const kind of kinds) {
      if (kind === "added") lines.push({ kind, text: b[j++] });
      else {
        lines.push({ kind, text: a[i++] });
        if (kind === "same") j++;
      }
    }
  } else {
    for (let i = start; i < endA; i++) lines.push({ kind: "removed", text: a[i] });
    for (let j = start; j < endB; j++) lines.push({ kind: "added", text: b[j] });
  }
  for (let i = endA; i < a.length; i++) lines.push({ kind: "same", text: a[i] });
  return { lines, minimal: kinds !== null };
}
