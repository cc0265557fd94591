import { DOMParser } from "@xmldom/xmldom";
import {
  CHAR_WIDTH_EM,
  type HighlightedCode,
  type RenderOptions,
  expandTabs,
  parseLineList,
  renderCodeSvg,
  visibleText,
} from "./render-code-svg";
import { MAX_COLUMNS } from "./code-languages";
import { fittedTitle, rowCount, wrapRows } from "./code-rows";
import { textColumns } from "./column-width";
import { MAX_CANVAS_PIXELS, usableScale } from "./svg-to-png";

const CODE: HighlightedCode = {
  lines: [
    [
      { text: "const", color: "#ff7b72", bold: true },
      { text: " a = " },
      { text: "1", color: "#79c0ff" },
    ],
    [],
    [{ text: "</text><script>alert(1)</script>", color: "#a5d6ff", italic: true }],
  ],
  foreground: "#e6edf3",
  background: "#0d1117",
  dark: true,
};

const OPTIONS: RenderOptions = {
  fontSize: 10,
  padding: 32,
  background: { kind: "theme" },
  frame: true,
  title: "a & b.ts",
  lineNumbers: true,
  highlighted: new Set([3]),
};

const parse = (svg: string) => new DOMParser().parseFromString(svg, "image/svg+xml");

describe("renderCodeSvg", () => {
  it("sizes the picture from the widest line, the gutter, the frame and the padding", () => {
    const { width, height, svg } = renderCodeSvg(CODE, OPTIONS);
    const charWidth = 10 * CHAR_WIDTH_EM;
    const widest = "</text><script>alert(1)</script>".length;
    // window: 20 px each side, gutter (1 digit + 2) columns, the widest line; then the padding.
    expect(width).toBe(Math.ceil(40 + 3 * charWidth + widest * charWidth) + 64);
    // frame bar 36, 16 px above and below, 3 lines of 16 px (1.6 × 10), then the padding.
    expect(height).toBe(36 + 32 + 3 * 16 + 64);
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}"`)).toBe(true);
  });

  it("is well-formed XML whose code stays text, escaped, never markup", () => {
    const { svg } = renderCodeSvg(CODE, OPTIONS);
    const doc = parse(svg);
    expect(doc.getElementsByTagName("script")).toHaveLength(0);
    const texts = [...Array.from(doc.getElementsByTagName("text"))].map((t) => t.textContent);
    expect(texts).toContain("const a = 1");
    expect(texts).toContain("</text><script>alert(1)</script>");
    expect(texts).toContain("a & b.ts");
    expect(texts.filter((t) => /^\d+$/.test(t ?? ""))).toEqual(["1", "2", "3"]);
  });

  it("keeps the token colours and styles, and marks the highlighted lines", () => {
    const { svg } = renderCodeSvg(CODE, OPTIONS);
    expect(svg).toContain('<tspan fill="#ff7b72" font-weight="700">const</tspan>');
    expect(svg).toContain('font-style="italic"');
    expect(svg.match(/fill-opacity="0.1"/g)).toHaveLength(1);
  });

  it("draws the chosen background: a gradient, a colour, or none", () => {
    expect(
      renderCodeSvg(CODE, { ...OPTIONS, background: { kind: "gradient", gradient: "sunset" } }).svg,
    ).toContain('stop-color="#f97316"');
    expect(
      renderCodeSvg(CODE, { ...OPTIONS, background: { kind: "color", color: "#123456" } }).svg,
    ).toContain('fill="#123456"');
    const transparent = renderCodeSvg(CODE, {
      ...OPTIONS,
      background: { kind: "transparent" },
      frame: false,
      lineNumbers: false,
    });
    expect(transparent.svg).not.toContain("feDropShadow");
    expect(transparent.svg).not.toContain("<circle");
  });

  it("embeds the fonts it is given", () => {
    const { svg } = renderCodeSvg(CODE, {
      ...OPTIONS,
      fonts: { regular: "data:font/woff2;base64,AAA", bold: "data:font/woff2;base64,BBB" },
    });
    expect(svg).toContain('src:url(data:font/woff2;base64,AAA) format("woff2");font-weight:400');
    expect(svg).toContain("font-weight:700");
  });
});

describe("highlight lines and tabs", () => {
  it("reads numbers and ranges, up to the last line", () => {
    expect([...parseLineList("3, 5-7, 1", 100)]).toEqual([3, 5, 6, 7, 1]);
    expect([...parseLineList("8-20", 10)]).toEqual([8, 9, 10]);
    expect(parseLineList("", 10).size).toBe(0);
  });

  it.each(["a", "0", "5-2", "1-", "1.5"])("refuses %s", (text) => {
    expect(() => parseLineList(text, 10)).toThrow("is not a line number or a range like 3-5.");
  });

  it("expands a tab to the next tab stop", () => {
    expect(expandTabs("\tx\n ab\ty", 4)).toBe("    x\n ab y");
    expect(expandTabs("a\tb", 8)).toBe("a       b");
  });
});

describe("usableScale", () => {
  it("keeps the scale asked for when every browser's canvas can take it, else the next one down", () => {
    expect(usableScale(800, 600, 4)).toBe(4);
    expect(usableScale(800, 600, 2)).toBe(2);
    expect(usableScale(1500, 1500, 4)).toBe(2);
    expect(usableScale(3000, 3000, 4)).toBe(1);
    expect(usableScale(20_000, 100, 1)).toBe(0);
    expect(1500 * 4 * 1500 * 4).toBeGreaterThan(MAX_CANVAS_PIXELS);
  });
});

describe("characters that are not one plain column", () => {
  const plain = (text: string): HighlightedCode => ({ ...CODE, lines: [[{ text }]] });
  const noFrame = {
    ...OPTIONS,
    frame: false,
    lineNumbers: false,
    padding: 0,
    highlighted: new Set<number>(),
  };
  /** XML 1.0's Char production: what a strict parser refuses anywhere else. */
  const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

  it("draws a form feed, vertical tab, NUL, DEL and a lone surrogate as visible symbols in valid XML", () => {
    const { svg } = renderCodeSvg(plain("a\fb\u000bc\u0000d\u007fe\ud800f"), noFrame);
    expect(svg).toContain("a\u240cb\u240bc\u2400d\u2421e\ufffdf");
    expect(NOT_XML.test(svg)).toBe(false);
    expect(visibleText("tab\tstays")).toBe("tab\tstays");
  });

  it("measures East Asian wide characters as two columns, and places the text after them on the grid", () => {
    const charWidth = 10 * CHAR_WIDTH_EM;
    const narrow = renderCodeSvg(plain("# abcd"), noFrame);
    const wide = renderCodeSvg(plain("# 返回结果"), noFrame);
    expect(wide.width - narrow.width).toBe(
      Math.ceil(40 + 10 * charWidth) - Math.ceil(40 + 6 * charWidth),
    );
    expect(textColumns("返回结果")).toBe(8);
    expect(textColumns("e\u0301")).toBe(1);
    expect(textColumns("❤️")).toBe(2);
    // "x" after two wide characters starts at column 6 of the row.
    const after = renderCodeSvg(plain("# 返回x"), noFrame).svg;
    expect(after).toContain(`<tspan x="${20 + 6 * charWidth}">x</tspan>`);
  });

  it("keeps the title clear of the window dots, and cuts a very long one", () => {
    const { svg, width } = renderCodeSvg(plain("x"), {
      ...OPTIONS,
      title: "a-rather-long-file-name.ts",
    });
    const title =
      /<text x="([\d.]+)" [^>]*text-anchor="middle"[^>]*>a-rather-long-file-name.ts</.exec(svg)!;
    const titleWidth = 26 * 10 * CHAR_WIDTH_EM;
    const dotsEnd = 32 + 66;
    expect(Number(title[1]) - titleWidth / 2).toBeGreaterThan(dotsEnd);
    expect(width).toBeLessThan(1000);
    expect(fittedTitle("x".repeat(300))).toBe(`${"x".repeat(99)}…`);
  });
});

describe("long lines", () => {
  it("wraps a line longer than MAX_COLUMNS onto rows, the line number on the first only, colours kept", () => {
    const long = "y".repeat(MAX_COLUMNS * 2 + 5);
    const rows = wrapRows([
      [
        { text: "x = ", color: "#111111" },
        { text: long, color: "#222222" },
      ],
      [],
    ]);
    expect(rows.map((row) => [row.line, row.first])).toEqual([
      [1, true],
      [1, false],
      [1, false],
      [2, true],
    ]);
    expect(rows[1].tokens).toEqual([{ text: "y".repeat(MAX_COLUMNS), color: "#222222" }]);
    expect(rowCount(`x = ${long}\n`)).toBe(4);
    const { width, svg } = renderCodeSvg(
      { ...CODE, lines: [[{ text: "z".repeat(1_000_000) }]] },
      OPTIONS,
    );
    expect(width).toBeLessThan(2 * 32 + 40 + 3 * 6 + MAX_COLUMNS * 6 + 1);
    expect(svg.match(/>1<\/text>/g)).toHaveLength(1);
  });

  it("never breaks a wide character across rows", () => {
    const rows = wrapRows([[{ text: `${"a".repeat(MAX_COLUMNS - 1)}中b` }]]);
    expect(rows.map((row) => row.tokens.map((t) => t.text).join(""))).toEqual([
      "a".repeat(MAX_COLUMNS - 1),
      "中b",
    ]);
  });
});
