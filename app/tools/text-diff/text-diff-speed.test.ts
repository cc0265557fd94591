// Large and pathological inputs: a megabyte a side with scattered changes, and pairs that make a
// plain Myers search quadratic, finish quickly (the set-aside of unmatched lines, the cost cap) with
// a diff that GNU patch still applies exactly. The bounds are loose: a busy CI machine is slower.
import { seededRandom } from "../../../test-support/random";
import { applyPatchesInFolder } from "../../../test-support/text-diff/gnu-tools";
import { diffLines } from "./diff-lines";
import { EXACT, splitLines } from "./text-lines";
import { unifiedDiff } from "./unified-diff";

function timedDiff(original: string, changed: string) {
  const started = performance.now();
  const a = splitLines(original);
  const b = splitLines(changed);
  const diff = diffLines(a, b, EXACT);
  const ms = performance.now() - started;
  return { diff, ms, patch: unifiedDiff(a, b, diff) };
}

function expectPatchGivesChanged(original: string, changed: string, patch: string) {
  const [result] = applyPatchesInFolder([{ original, diff: patch }]);
  expect(result.complaints).toBe("");
  expect(result.output?.equals(Buffer.from(changed))).toBe(true);
}

describe("speed", () => {
  it("diffs two 1 MB texts with scattered changes in well under a second", () => {
    const random = seededRandom(61);
    const lines = Array.from(
      { length: 20_000 },
      (_, k) =>
        `line ${k}: ${Math.floor(random() * 1e9).toString(36)} some ordinary text here, and more`,
    );
    const changed = [...lines];
    for (let edit = 0; edit < 300; edit++) {
      const at = Math.floor(random() * changed.length);
      changed.splice(at, Math.floor(random() * 3), ...(random() < 0.5 ? [`inserted ${edit}`] : []));
    }
    const original = `${lines.join("\n")}\n`;
    const changedText = `${changed.join("\n")}\n`;
    expect(original.length).toBeGreaterThan(1_000_000);
    const { diff, ms, patch } = timedDiff(original, changedText);
    expect(diff.minimal).toBe(true);
    expect(diff.changes.length).toBeGreaterThan(200);
    expect(ms).toBeLessThan(1_000);
    expectPatchGivesChanged(original, changedText, patch);
  });

  it("diffs two completely different 20,000-line texts at once", () => {
    const original = Array.from({ length: 20_000 }, (_, k) => `old ${k}\n`).join("");
    const changed = Array.from({ length: 20_000 }, (_, k) => `new ${k}\n`).join("");
    const { diff, ms, patch } = timedDiff(original, changed);
    expect(diff).toMatchObject({ removedLines: 20_000, addedLines: 20_000, minimal: true });
    expect(ms).toBeLessThan(1_000);
    expectPatchGivesChanged(original, changed, patch);
  });

  it("stops searching at the cost cap when every line matches many others", () => {
    // 20,000 random lines from 8 on each side: a plain Myers search takes about 10^9 steps.
    const random = seededRandom(62);
    const text = () =>
      Array.from({ length: 20_000 }, () => `value ${Math.floor(random() * 8)}\n`).join("");
    const original = text();
    const changed = text();
    const { diff, ms, patch } = timedDiff(original, changed);
    expect(diff.minimal).toBe(false);
    expect(ms).toBeLessThan(2_000);
    // Not minimal, but far from replacing everything: most lines are kept.
    expect(diff.removedLines).toBeLessThan(12_000);
    expectPatchGivesChanged(original, changed, patch);
  });
});
