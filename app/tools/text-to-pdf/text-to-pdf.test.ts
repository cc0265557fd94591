// The PDF checked by the native tools: poppler's pdftotext reads back the words in order, qpdf
// finds no error, pdfinfo counts the pages the layout made, pdffonts sees the font embedded.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { ToolError } from "~/lib/tool-error";
import { pdftotext, wordsOf } from "../../../test-support/pdf/native-pdfs";
import { DEFAULT_PDF_OPTIONS, type PdfOptions, SAMPLE_TEXT, pdfFileName } from "./pdf-options";
import { fitted, makePdf, pageBox } from "./text-to-pdf";

const FONTS = {
  sans: new Uint8Array(readFileSync(path.join(import.meta.dirname, "fonts/DejaVuSans.ttf"))),
  mono: new Uint8Array(readFileSync(path.join(import.meta.dirname, "fonts/DejaVuSansMono.ttf"))),
};
const dir = mkdtempSync(path.join(tmpdir(), "text-to-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pdfOf(text: string, options: Partial<PdfOptions> = {}) {
  const chosen = { ...DEFAULT_PDF_OPTIONS, ...options };
  const result = await makePdf(text, chosen, FONTS[chosen.font]);
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, new Uint8Array(await result.pdf.arrayBuffer()));
  return { result, file };
}
const pdfinfo = (file: string) => execFileSync("pdfinfo", [file], { encoding: "utf8" });
const qpdfCheck = (file: string) => execFileSync("qpdf", ["--check", file], { encoding: "utf8" });

const SAMPLES = {
  Latin: "Grüße aus Köln: façade, naïve, smørrebrød, Ærøskøbing, Łódź, Dvořák — “quoted” 1–2 ½ € £",
  Greek: "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία. Ελληνικά με τόνους: άέήίόύώ ϊϋ ΐΰ",
  Cyrillic:
    "Съешь же ещё этих мягких французских булок, да выпей чаю. Україна, Беларусь, Српски ђ џ",
};

describe("makePdf", () => {
  it.each(Object.entries(SAMPLES))(
    "%s text comes back from pdftotext word for word, in both fonts",
    async (_, sample) => {
      const text = Array.from({ length: 30 }, (_, i) => `${i + 1}. ${sample}`).join("\n");
      for (const font of ["sans", "mono"] as const) {
        const { file } = await pdfOf(text, { font, pageNumbers: false });
        expect(wordsOf(pdftotext(file))).toEqual(wordsOf(text));
        expect(qpdfCheck(file)).toContain("No syntax or stream encoding errors");
      }
    },
  );

  it("makes as many pages as the layout, with page numbers, header and metadata", async () => {
    const text = Array.from({ length: 200 }, (_, i) => `Line ${i + 1}`).join("\n");
    const { result, file } = await pdfOf(text, {
      header: "Quarterly report",
      title: "Report Q3",
      author: "Ada Lovelace",
    });
    const info = pdfinfo(file);
    expect(info).toMatch(new RegExp(`Pages:\\s+${result.pageCount}\\n`));
    expect(result.pageCount).toBeGreaterThan(2);
    expect(info).toMatch(/Title:\s+Report Q3/);
    expect(info).toMatch(/Author:\s+Ada Lovelace/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const pages = pdftotext(file).split("\f");
    expect(pages[0]).toContain("Quarterly report");
    expect(pages[0]).toContain(`Page 1 of ${result.pageCount}`);
    expect(pages[1]).toContain(`Page 2 of ${result.pageCount}`);
    expect(pdftotext(file)).toContain("Line 200");
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    expect(fonts).toMatch(/DejaVuSansMono\S*\s+CID TrueType\s+Identity-H\s+yes/);
  });

  it("embeds only the letters used: a short text makes a small PDF", async () => {
    const { result } = await pdfOf("Hello, world", { font: "sans" });
    expect(result.pdf.size).toBeLessThan(30_000);
    expect(result.pdf.size).toBeLessThan(FONTS.sans.length / 10);
  });

  it("turns pages to landscape and sizes them as chosen", async () => {
    const { file } = await pdfOf("x", { pageSize: "letter", orientation: "landscape" });
    expect(pdfinfo(file)).toMatch(/Page size:\s+792 x 612 pts/);
    expect(pageBox({ ...DEFAULT_PDF_OPTIONS, pageSize: "legal" })).toMatchObject({
      width: 612,
      height: 1008,
    });
  });

  it("wraps a long URL inside the page instead of running off it", async () => {
    const url = `https://example.com/${"segment/".repeat(40)}end`;
    const { file, result } = await pdfOf(`Visit ${url} today`, { font: "mono" });
    expect(result.preview[0].length).toBeGreaterThan(2);
    const layout = pdftotext(file, { layout: true });
    expect(layout.replace(/\s+/g, "")).toContain(url.replace(/\s+/g, ""));
    const bbox = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
    const right = Math.max(...[...bbox.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1])));
    expect(right).toBeLessThanOrEqual(595.28 - 20 * (72 / 25.4) + 0.5);
  });

  it("without the shaping fonts, refuses CJK, Arabic and Hebrew with a message naming the script", async () => {
    for (const [text, script] of [
      ["Hello\n你好", "Chinese, Japanese or Korean (Han)"],
      ["مرحبا", "Arabic"],
      ["שלום", "Hebrew"],
    ]) {
      const error = await makePdf(text, DEFAULT_PDF_OPTIONS, FONTS.mono).catch((e) => e);
      expect(error).toBeInstanceOf(ToolError);
      expect(error.message).toContain(script);
    }
  });

  it("refuses a header the font cannot draw, as it refuses the body", async () => {
    const error = await makePdf(
      "Fine body",
      { ...DEFAULT_PDF_OPTIONS, header: "Report 🚀 שלום 中文" },
      FONTS.sans,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect(error.message).toMatch(/^The header has emoji text \(“🚀”\)/);
  });

  it("leaves zero-width and control characters out of body and header alike, and counts them", async () => {
    const { result, file } = await pdfOf("Zero\u200Bwidth and bell\u0007 here", {
      header: "Head\u200Ber",
      pageNumbers: false,
    });
    expect(result.invisibleLeftOut).toBe(3);
    expect(result.source).toBeNull();
    expect(wordsOf(pdftotext(file))).toEqual(["Header", "Zerowidth", "and", "bell", "here"]);
  });

  it("refuses margins that leave no room for text", async () => {
    const error = await makePdf(
      "x",
      { ...DEFAULT_PDF_OPTIONS, pageSize: "a5", marginMm: 60, fontSize: 72 },
      FONTS.mono,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ToolError);
    expect(error.message).toMatch(/no room for text/);
  });
});

describe("pdfFileName", () => {
  it("names the PDF after the opened file, else the title, else text.pdf", () => {
    expect(pdfFileName("notes.txt", "Ignored")).toBe("notes.pdf");
    expect(pdfFileName("README", "")).toBe("README.pdf");
    expect(pdfFileName(".txt", "")).toBe("text.pdf");
    expect(pdfFileName(null, "  Report: Q3/Q4  ")).toBe("Report Q3Q4.pdf");
    expect(pdfFileName(null, "")).toBe("text.pdf");
  });
});

describe("the sample", () => {
  it("makes a one-page PDF whose lines pdftotext -layout reads back (tabs become spaces)", async () => {
    const { file, result } = await pdfOf(SAMPLE_TEXT, { pageNumbers: false });
    expect(result.pageCount).toBe(1);
    // -layout: in reading order pdftotext takes the table's last column for a block of its own.
    expect(wordsOf(pdftotext(file, { layout: true }))).toEqual(wordsOf(SAMPLE_TEXT));
    expect(pdftotext(file, { layout: true })).toMatch(/Ada +London +98/);
  });
});

describe("fitted (the header cut to the line)", () => {
  // One unit per character, two for "W": easy to check by hand.
  const measure = (text: string) => [...text].reduce((sum, c) => sum + (c === "W" ? 2 : 1), 0);

  it("keeps a text that fits and cuts one that does not, the ellipsis included", () => {
    expect(fitted("Report", 6, measure)).toBe("Report");
    expect(fitted("Reports", 6, measure)).toBe("Repor…");
    expect(fitted("WWWW", 6, measure)).toBe("WW…");
    expect(fitted("😀😀😀😀", 3, measure)).toBe("😀😀…");
    expect(fitted("abc", 0, measure)).toBe("…");
  });

  it("cuts a 200,000-character text in one pass", () => {
    let calls = 0;
    const counting = (text: string) => {
      calls++;
      return measure(text);
    };
    expect(fitted("x".repeat(200_000), 100, counting)).toBe(`${"x".repeat(99)}…`);
    expect(calls).toBeLessThan(200);
  });
});
