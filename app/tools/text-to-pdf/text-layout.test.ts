import { describe, expect, it } from "vitest";
import { expandTabs, layoutProblem, layoutText, wrapLine } from "./text-layout";

/** Every character 1 pt wide: widths are character counts, as in a monospaced font. */
const mono = (text: string) => [...text].length;
const box = { width: 30, height: 50, margin: 5 }; // 20 characters wide, 40 pt tall
const options = {
  fontSize: 2,
  lineHeight: 2,
  tabWidth: 4,
  wrap: "words" as const,
  reservedLines: 0,
};

describe("expandTabs", () => {
  it("moves to the next stop, counted from the line's start", () => {
    expect(expandTabs("a\tb", 4)).toBe("a   b");
    expect(expandTabs("abcd\te", 4)).toBe("abcd    e");
    expect(expandTabs("\t\tx", 2)).toBe("    x");
    expect(expandTabs("ab\tc", 8)).toBe("ab      c");
    expect(expandTabs("no tabs", 4)).toBe("no tabs");
  });
});

describe("wrapLine", () => {
  it("keeps a line that fits, and breaks a longer one at spaces, dropping them", () => {
    expect(wrapLine("short", 10, mono, "words")).toEqual(["short"]);
    expect(wrapLine("aaaa bbbb cccc", 10, mono, "words")).toEqual(["aaaa bbbb", "cccc"]);
    expect(wrapLine("aaaa     bbbb cccc", 10, mono, "words")).toEqual(["aaaa", "bbbb cccc"]);
    expect(wrapLine("aaaaaaaaaa b", 10, mono, "words")).toEqual(["aaaaaaaaaa", "b"]);
  });

  it("keeps indentation at the start of a line", () => {
    expect(wrapLine("    indented words here", 12, mono, "words")).toEqual([
      "    indented",
      "words here",
    ]);
  });

  it("breaks a word or URL longer than the line between characters, never past the edge", () => {
    const url = "https://example.com/a/very/long/path";
    const lines = wrapLine(`see ${url} now`, 10, mono, "words");
    expect(lines.every((line) => mono(line) <= 10)).toBe(true);
    expect(lines.join("").replaceAll(" ", "")).toBe(`see${url}now`);
    expect(lines[0]).toBe("see");
    expect(lines.slice(1)).toEqual(["https://ex", "ample.com/", "a/very/lon", "g/path now"]);
  });

  it("at the edge: any character, spaces kept", () => {
    expect(wrapLine("aaaa bbbb cccc", 10, mono, "characters")).toEqual(["aaaa bbbb ", "cccc"]);
  });

  it("keeps a combining mark with its letter", () => {
    const e = "e\u0301";
    const lines = wrapLine(`${e}${e}${e}`, 2, mono, "characters");
    expect(lines.every((line) => !/^\p{M}/u.test(line))).toBe(true);
    expect(lines.join("")).toBe(`${e}${e}${e}`);
  });
});

describe("layoutText", () => {
  it("fills pages with as many lines as fit, then starts the next", () => {
    const text = Array.from({ length: 25 }, (_, i) => `line ${i + 1}`).join("\n");
    const layout = layoutText(text, box, options, mono);
    expect(layout.linesPerPage).toBe(10);
    expect(layout.lineWidth).toBe(20);
    expect(layout.pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(layout.pages[2][0]).toBe("line 21");
  });

  it("leaves room for the header and footer", () => {
    const text = Array.from({ length: 10 }, () => "x").join("\n");
    const layout = layoutText(text, box, { ...options, reservedLines: 4 }, mono);
    expect(layout.linesPerPage).toBe(6);
    expect(layout.pages.map((page) => page.length)).toEqual([6, 4]);
  });

  it("reads every line ending, keeps empty lines, and turns the page at a form feed", () => {
    const layout = layoutText("a\r\nb\rc\n\nd\fe\n\f\nf", box, options, mono);
    // "\f" alone on its line turns the page and adds no empty line.
    expect(layout.pages).toEqual([["a", "b", "c", "", "d"], ["e"], ["f"]]);
  });

  it("an empty text is one empty page", () => {
    expect(layoutText("", box, options, mono).pages).toEqual([[""]]);
  });

  it("reports its progress", () => {
    const seen: number[] = [];
    layoutText("a\n".repeat(500), box, options, mono, (fraction) => seen.push(fraction));
    expect(seen[0]).toBe(0);
    expect(seen.length).toBeGreaterThan(50);
    expect(Math.max(...seen)).toBeLessThan(1);
  });
});

describe("layoutProblem", () => {
  it("refuses margins that leave no room", () => {
    expect(layoutProblem(box, options)).toBeNull();
    expect(layoutProblem({ ...box, margin: 14.5 }, options)).toMatch(/no room for text/);
    expect(layoutProblem({ ...box, margin: 22 }, options)).toMatch(/no room for text/);
    expect(layoutProblem(box, { ...options, reservedLines: 10 })).toMatch(/no room/);
  });
});
