// The extraction core with the real pdf.js (its Node build) on PDFs made by ghostscript and groff,
// against poppler's pdftotext; passwords and damage made by qpdf and by cutting files short.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COLUMNS_POSTSCRIPT as POSTSCRIPT,
  ESSAY_TROFF as ESSAY,
  cjkPdf,
  encryptPdf,
  pdfFromGroff,
  pdfFromPostScript,
  pdftotext,
  wordAgreement,
  wordsOf,
} from "../../../test-support/pdf/native-pdfs";
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import {
  DAMAGED_MESSAGE,
  NEED_PASSWORD_MESSAGE,
  NOT_PDF_MESSAGE,
  type PdfJs,
  type PdfTextJob,
  WRONG_PASSWORD_MESSAGE,
  extractPdfText,
} from "./pdf-extract";
import { joinPages } from "./pdf-to-text";
import { parsePageRange } from "./page-range";

let pdfjs: PdfJs;
const dist = join(process.cwd(), "node_modules/pdfjs-dist");
const assets = { cMapUrl: `${dist}/cmaps/`, standardFontDataUrl: `${dist}/standard_fonts/` };
const dir = mkdtempSync(join(tmpdir(), "pdf-"));

beforeAll(async () => {
  // pdf.js 6 asks for Node 22; Node 20 lacks only this.
  (Promise as unknown as { withResolvers?: unknown }).withResolvers ??= () => {
    let resolve: unknown;
    let reject: unknown;
    const promise = new Promise((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
  pdfjs = (await import("pdfjs-dist/legacy/build/pdf.mjs")) as unknown as PdfJs;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CJK_LINES = [
  { language: "japanese", text: "日本語のテキスト 東京都 ひらがな カタカナ" },
  { language: "chinese", text: "中文文本 北京市 简体字" },
  { language: "korean", text: "한국어 텍스트 서울" },
] as const;

const blobOf = (file: string) => new Blob([readFileSync(file)]);
const job = (file: string, extra: Partial<PdfTextJob> = {}): PdfTextJob => ({
  file: blobOf(file),
  password: null,
  range: null,
  ...extra,
});

describe("extractPdfText", () => {
  it("reads groff's justified, hyphenated, two-page essay with the same words as pdftotext", async () => {
    const file = join(dir, "essay.pdf");
    pdfFromGroff(ESSAY, file);
    const result = await extractPdfText(pdfjs, assets, job(file));
    const oracle = pdftotext(file);
    expect(result.pageCount).toBe(oracle.split("\f").length - 1);
    const layout = joinPages(result.pages, "layout", "form-feed");
    expect(wordAgreement(layout, oracle)).toBeGreaterThanOrEqual(0.99);
    const reading = joinPages(result.pages, "reading", "form-feed");
    expect(wordAgreement(reading, oracle)).toBeGreaterThanOrEqual(0.97);
    expect(reading).toContain("On Reading Machines");
  });

  it("reads Japanese, Chinese and Korean set in fonts that are not embedded, through the shipped CMaps", async () => {
    const file = join(dir, "cjk.pdf");
    cjkPdf(CJK_LINES, file);
    const oracle = pdftotext(file);
    expect(wordsOf(oracle)).toEqual(CJK_LINES.flatMap((line) => wordsOf(line.text)));
    const result = await extractPdfText(pdfjs, assets, job(file));
    const text = joinPages(result.pages, "reading", "form-feed");
    expect(wordsOf(text)).toEqual(wordsOf(oracle));
    // Without the character maps the same file gives none of that text: the maps are what read it.
    const empty = mkdtempSync(join(tmpdir(), "no-cmaps-"));
    const without = await extractPdfText(pdfjs, { ...assets, cMapUrl: `${empty}/` }, job(file));
    expect(joinPages(without.pages, "reading", "form-feed")).not.toContain("日本語");
    rmSync(empty, { recursive: true });
  });

  it("keeps a column's lines together, names a page without text, and reads a range", async () => {
    const file = join(dir, "columns.pdf");
    pdfFromPostScript(POSTSCRIPT, file);
    const result = await extractPdfText(pdfjs, assets, job(file));
    expect(result.pageCount).toBe(3);
    expect(result.pages[0].reading).toBe(
      "Left column first line of text. Left column second line here.\n\nRight column starts here. Right column ends here.",
    );
    expect(result.notes).toEqual(["Page 2 has no text (it may be a scanned image)."]);
    // Layout: the right column stays at its place on each line.
    const [first, second] = result.pages[0].layout.split("\n");
    expect(first.indexOf("Right")).toBe(second.indexOf("Right"));
    expect(first.indexOf("Right")).toBeGreaterThan("Left column first line of text.".length);
    const some = await extractPdfText(pdfjs, assets, job(file, { range: parsePageRange("3, 1") }));
    expect(some.pages.map((page) => page.number)).toEqual([1, 3]);
  });

  it("prints a filled form field's value where the field is, as pdftotext does", async () => {
    // Made by test-support/pdf/make-form-pdf.py: "Name" drawn by its appearance stream, "City"
    // with a value only.
    const file = join(process.cwd(), "test-support/pdf/fixtures/filled-form.pdf");
    const oracle = pdftotext(file);
    expect(wordsOf(oracle)).toContain("Lovelace");
    expect(wordsOf(oracle)).toContain("London");
    const result = await extractPdfText(pdfjs, assets, job(file));
    const reading = joinPages(result.pages, "reading", "form-feed");
    expect(wordsOf(reading)).toEqual(wordsOf(oracle));
    expect(reading).toContain("Name: Ada Lovelace");
    expect(reading).toContain("City: London");
    const layout = joinPages(result.pages, "layout", "form-feed");
    expect(wordsOf(layout)).toEqual(wordsOf(pdftotext(file, { layout: true })));
    expect(layout).toMatch(/^Name: +Ada Lovelace$/m);
    expect(result.notes).toEqual([]);
  });

  it("reports progress page by page, naming each page as it starts it", async () => {
    const file = join(dir, "progress.pdf");
    pdfFromPostScript(POSTSCRIPT, file);
    const seen: [number, string | undefined][] = [];
    await extractPdfText(pdfjs, assets, job(file), (fraction, step) => seen.push([fraction, step]));
    expect(seen).toEqual([
      [0, "1"],
      [1 / 3, undefined],
      [1 / 3, "2"],
      [2 / 3, undefined],
      [2 / 3, "3"],
      [1, undefined],
    ]);
  });

  it("asks for the password of a protected PDF, says when it is wrong, and reads with the right one", async () => {
    const plain = join(dir, "plain.pdf");
    pdfFromPostScript(POSTSCRIPT, plain);
    const locked = join(dir, "locked.pdf");
    encryptPdf(plain, locked, "s3cret");
    expect(
      (await rejectedToolError(() => extractPdfText(pdfjs, assets, job(locked)))).message,
    ).toBe(NEED_PASSWORD_MESSAGE);
    const wrong = job(locked, { password: "guess" });
    expect((await rejectedToolError(() => extractPdfText(pdfjs, assets, wrong))).message).toBe(
      WRONG_PASSWORD_MESSAGE,
    );
    const right = await extractPdfText(pdfjs, assets, job(locked, { password: "s3cret" }));
    expect(right.pages[2].reading).toContain("Apples");
  });

  it("refuses what is not a PDF, an empty file, and a PDF cut before its pages", async () => {
    const text = join(dir, "notes.pdf");
    writeFileSync(text, "Just some notes, renamed.");
    expect((await rejectedToolError(() => extractPdfText(pdfjs, assets, job(text)))).message).toBe(
      NOT_PDF_MESSAGE,
    );
    const empty = join(dir, "empty.pdf");
    writeFileSync(empty, "");
    expect((await rejectedToolError(() => extractPdfText(pdfjs, assets, job(empty)))).message).toBe(
      "The file is empty.",
    );
    const whole = join(dir, "whole.pdf");
    pdfFromPostScript(POSTSCRIPT, whole);
    const cut = join(dir, "cut.pdf");
    writeFileSync(cut, readFileSync(whole).subarray(0, 40));
    expect((await rejectedToolError(() => extractPdfText(pdfjs, assets, job(cut)))).message).toBe(
      DAMAGED_MESSAGE,
    );
  });
});
