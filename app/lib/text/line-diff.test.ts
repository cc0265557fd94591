import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LineDiff, lineDiff } from "./line-diff";

const show = (diff: LineDiff) =>
  diff.lines.map((line) => ({ same: " ", removed: "-", added: "+" })[line.kind] + line.text);
const side = (diff: LineDiff, kind: "removed" | "added") =>
  diff.lines.filter((line) => line.kind !== kind).map((line) => line.text);

describe("lineDiff", () => {
  it("marks the lines removed and added between two texts", () => {
    const diff = lineDiff("# Title\nMenu\nBody\nFooter", "# Title\nBody\nMore\nFooter");
    expect(show(diff)).toEqual([" # Title", "-Menu", " Body", "+More", " Footer"]);
    expect(diff.minimal).toBe(true);
  });

  it("handles empty sides", () => {
    expect(show(lineDiff("", "a\nb"))).toEqual(["+a", "+b"]);
    expect(show(lineDiff("a", ""))).toEqual(["-a"]);
    expect(show(lineDiff("", ""))).toEqual([]);
  });

  it("always rebuilds both texts, and finds no more edits than needed (random texts)", () => {
    const text = fc
      .array(fc.constantFrom("a", "b", "c", "d", ""), { maxLength: 30 })
      .map((l) => l.join("\n"));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const diff = lineDiff(before, after);
        const lines = (t: string) => (t === "" ? [] : t.split("\n"));
        expect(side(diff, "added")).toEqual(lines(before));
        expect(side(diff, "removed")).toEqual(lines(after));
        const edits = diff.lines.filter((line) => line.kind !== "same").length;
        expect(edits).toBeLessThanOrEqual(lines(before).length + lines(after).length);
      }),
    );
  });

  it("past the edit bound, the middle is replaced as a whole, quickly", () => {
    const before = Array.from({ length: 20_000 }, (_, i) => `line ${i}`).join("\n");
    const after = Array.from({ length: 20_000 }, (_, i) => `row ${i}`).join("\n");
    const started = performance.now();
    const diff = lineDiff(`head\n${before}\ntail`, `head\n${after}\ntail`);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(diff.minimal).toBe(false);
    expect(diff.lines).toHaveLength(40_002);
    expect(diff.lines[0]).toEqual({ kind: "same", text: "head" });
    expect(diff.lines.at(-1)).toEqual({ kind: "same", text: "tail" });
  });
});
