// /pdf-to-text in the browser: PDFs made by groff, ghostscript and qpdf are read by the page, and
// what it gives is compared with poppler's pdftotext on the same files.
import { readFile, writeFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { getTool } from "../app/catalogue";
import {
  COLUMNS_POSTSCRIPT,
  ESSAY_TROFF,
  cjkPdf,
  encryptPdf,
  pdfFromGroff,
  pdfFromPostScript,
  pdftotext,
  wordAgreement,
  wordsOf,
} from "../test-support/pdf/native-pdfs";
import { checkZipEntryNames } from "../test-support/image/zip-safety";
import { downloadFrom, gotoHydrated, outputPanel, readOutput } from "./support";

test.skip(
  getTool("/pdf-to-text").status !== "live",
  "/pdf-to-text is planned: its page says coming soon",
);

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/pdf-to-text");
});

const choosePdfs = (page: Page, files: string[]) =>
  page.getByLabel("Choose PDFs", { exact: true }).setInputFiles(files);

const status = (page: Page) => outputPanel(page).locator("span.text-xs");

async function downloadText(page: Page): Promise<{ name: string; text: string }> {
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download .txt" }).click(),
  );
  return { name: saved.name, text: saved.bytes.toString("utf8") };
}

test("a two-page essay is read with the words pdftotext reads, one form feed per page, and downloaded", async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath("essay.pdf");
  pdfFromGroff(ESSAY_TROFF, file);
  let workers = 0;
  page.on("worker", () => workers++);
  // Nothing leaves the device: every request while reading (the worker's too) is to this site.
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const origin = new URL(page.url()).origin;
  await choosePdfs(page, [file]);
  await expect(status(page)).toHaveText(/^2 pages · [\d,]+ characters$/, { timeout: 30_000 });
  expect(workers).toBeGreaterThan(0);
  const fetched = requests.filter((url) => !url.startsWith("blob:") && !url.startsWith("data:"));
  expect(fetched.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  // What pdf.js fetches for a PDF comes from the site's own copy of its data files.
  for (const url of fetched.filter((url) => /cmaps|standard_fonts/.test(url)))
    expect(new URL(url).pathname).toMatch(/^\/assets\/pdfjs-[\d.]+\/(cmaps|standard_fonts)\//);
  const saved = await downloadText(page);
  expect(saved.name).toBe("essay.txt");
  expect(saved.text.split("\f")).toHaveLength(3);
  expect(wordAgreement(saved.text, pdftotext(file))).toBeGreaterThanOrEqual(0.97);
  expect(await readOutput(page)).toContain("On Reading Machines");

  // Layout mode needs no second reading, and agrees with pdftotext word for word.
  await page.getByLabel("Mode", { exact: true }).selectOption("layout");
  const layout = await downloadText(page);
  expect(wordAgreement(layout.text, pdftotext(file, { layout: true }))).toBeGreaterThanOrEqual(
    0.99,
  );
});

test("columns stay apart, a page without text is named, a range and a page marker are kept", async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath("columns.pdf");
  pdfFromPostScript(COLUMNS_POSTSCRIPT, file);
  await choosePdfs(page, [file]);
  await expect(status(page)).toHaveText(/^3 pages/, { timeout: 30_000 });
  await expect(page.getByRole("list", { name: "Notes" })).toHaveText(
    "Page 2 has no text (it may be a scanned image).",
  );
  expect((await downloadText(page)).text).toContain(
    "Left column first line of text. Left column second line here.\n\nRight column starts here.",
  );
  await page.getByLabel("Pages", { exact: true }).fill("3");
  await page.getByLabel("Page separator", { exact: true }).selectOption("marker");
  await expect(status(page)).toHaveText(/^1 of 3 pages/, { timeout: 30_000 });
  expect((await downloadText(page)).text).toBe(
    "--- Page 3 ---\nThird page: Name Price Apples 1.20\n",
  );

  await page.getByLabel("Pages", { exact: true }).fill("3-1");
  await expect(page.getByRole("alert")).toHaveText(
    'Pages: "3-1" is not a page or a span of pages. Write it like 1-5, 8, 10-.',
  );
});

test("Japanese, Chinese and Korean text is read with the character maps this site serves, fetched when needed", async ({
  page,
}, testInfo) => {
  const file = testInfo.outputPath("cjk.pdf");
  cjkPdf(
    [
      { language: "japanese", text: "日本語のテキスト 東京都 カタカナ" },
      { language: "chinese", text: "中文文本 北京市" },
      { language: "korean", text: "한국어 텍스트 서울" },
    ],
    file,
  );
  const maps: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/cmaps/")) maps.push(new URL(request.url()).pathname);
  });
  await choosePdfs(page, [file]);
  await expect(status(page)).toHaveText(/^1 page/, { timeout: 30_000 });
  const saved = await downloadText(page);
  expect(wordsOf(saved.text)).toEqual(wordsOf(pdftotext(file)));
  expect(saved.text).toContain("日本語のテキスト");
  // Only the maps this PDF names (and the ones they build on) were fetched, from this site.
  for (const name of ["UniJIS-UCS2-H", "UniGB-UCS2-H", "UniKS-UCS2-H"])
    expect(maps.some((path) => path.endsWith(`/cmaps/${name}.bcmap`))).toBe(true);
  expect(maps.every((path) => /^\/assets\/pdfjs-[\d.]+\/cmaps\/[\w-]+\.bcmap$/.test(path))).toBe(
    true,
  );
  expect(maps.length).toBeLessThan(12);
});

test("one .txt per page comes as a ZIP", async ({ page }, testInfo) => {
  const file = testInfo.outputPath("report.pdf");
  pdfFromPostScript(COLUMNS_POSTSCRIPT, file);
  await choosePdfs(page, [file]);
  await expect(status(page)).toHaveText(/^3 pages/, { timeout: 30_000 });
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download pages (ZIP)" }).click(),
  );
  expect(saved.name).toBe("report-pages.zip");
  const entries = unzipSync(new Uint8Array(saved.bytes));
  expect(Object.keys(entries).sort()).toEqual([
    "report-page-1.txt",
    "report-page-2.txt",
    "report-page-3.txt",
  ]);
  expect(new TextDecoder().decode(entries["report-page-3.txt"])).toContain("Apples 1.20");
  checkZipEntryNames(new Uint8Array(saved.bytes));

  // A PDF whose name is a path (a drop or a Linux file name can be): its pages are plain names.
  await page.getByLabel("Choose PDFs", { exact: true }).setInputFiles({
    name: "../../etc/cron.d/evil.pdf",
    mimeType: "application/pdf",
    buffer: await readFile(file),
  });
  await expect(status(page)).toHaveText(/^3 pages/, { timeout: 30_000 });
  const hostile = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download pages (ZIP)" }).click(),
  );
  const seen = checkZipEntryNames(new Uint8Array(hostile.bytes));
  expect(seen.unzip).toEqual(["evil-page-1.txt", "evil-page-2.txt", "evil-page-3.txt"]);
  expect(seen.python).toEqual(seen.unzip);
});

test("a filled form field's value is read where the field is, as pdftotext reads it", async ({
  page,
}) => {
  // Made by test-support/pdf/make-form-pdf.py: one field drawn by its appearance, one by its value.
  const file = "test-support/pdf/fixtures/filled-form.pdf";
  await choosePdfs(page, [file]);
  await expect(status(page)).toHaveText(/^1 page · [\d,]+ characters$/, { timeout: 30_000 });
  const saved = await downloadText(page);
  expect(wordsOf(saved.text)).toEqual(wordsOf(pdftotext(file)));
  expect(saved.text).toContain("Name: Ada Lovelace");
  expect(saved.text).toContain("City: London");
});

test("choosing a PDF never says Cancelled; Cancel does, until Read text reads it", async ({
  page,
}, testInfo) => {
  // Every text the status line shows, however briefly (one render is enough to be seen).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusSeen: string[] }).statusSeen = seen;
    new MutationObserver(() => {
      const text = document.body.textContent ?? "";
      if (text.includes("Cancelled")) {
        const at = text.indexOf("Cancelled");
        seen.push(text.slice(at, at + 80));
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const short = testInfo.outputPath("short.pdf");
  pdfFromPostScript(COLUMNS_POSTSCRIPT, short);
  await choosePdfs(page, [short]);
  await expect(status(page)).toHaveText(/^3 pages/, { timeout: 30_000 });
  const long = testInfo.outputPath("long.pdf");
  const sentence = "Every page of this long report repeats the same plain words for the reader. ";
  pdfFromGroff(Array.from({ length: 900 }, () => `.PP\n${sentence.repeat(9)}`).join("\n"), long);
  await choosePdfs(page, [long]);
  await expect(status(page)).toHaveText(/^Reading long\.pdf/, { timeout: 30_000 });
  expect(
    await page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen),
  ).toEqual([]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(status(page)).toHaveText("Cancelled: press Read text (Ctrl+Enter) to read it again");
  await page.getByRole("button", { name: "Read text" }).click();
  await expect(status(page)).toHaveText(/^Reading long\.pdf… \d+ %$/);
});

test("a protected PDF asks for its password, says when it is wrong, and opens with the right one", async ({
  page,
}, testInfo) => {
  const plain = testInfo.outputPath("plain.pdf");
  pdfFromPostScript(COLUMNS_POSTSCRIPT, plain);
  const locked = testInfo.outputPath("statement.pdf");
  encryptPdf(plain, locked, "s3cret");
  await choosePdfs(page, [locked]);
  await expect(page.getByRole("alert")).toHaveText(
    "This PDF is protected by a password. Enter it to read the text.",
    { timeout: 30_000 },
  );
  const password = page.getByLabel("Password of statement.pdf", { exact: true });
  await password.fill("guess");
  await password.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("That password is not right. Try again.", {
    timeout: 30_000,
  });
  await password.fill("s3cret");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(status(page)).toHaveText(/^3 pages/, { timeout: 30_000 });
  expect((await downloadText(page)).text).toContain("Apples 1.20");
});

test("a file that is not a PDF, and a PDF cut short, get their messages; the next PDF is read", async ({
  page,
}, testInfo) => {
  const notes = testInfo.outputPath("notes.pdf");
  await writeFile(notes, "Just some notes with the wrong name.");
  const whole = testInfo.outputPath("whole.pdf");
  pdfFromPostScript(COLUMNS_POSTSCRIPT, whole);
  const cut = testInfo.outputPath("cut.pdf");
  await writeFile(cut, (await readFile(whole)).subarray(0, 40));
  await choosePdfs(page, [notes]);
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not a PDF: it does not start with %PDF-.",
    { timeout: 30_000 },
  );
  await choosePdfs(page, [cut]);
  await expect(page.getByRole("alert")).toHaveText("This PDF is damaged and could not be read.", {
    timeout: 30_000,
  });
  await choosePdfs(page, [whole]);
  await expect(status(page)).toHaveText(/^3 pages/, { timeout: 30_000 });
  // Each PDF keeps its own result: back to the first, its message again.
  await page.getByRole("button", { name: /^notes\.pdf/ }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not a PDF: it does not start with %PDF-.",
    { timeout: 30_000 },
  );
});

test("a long PDF shows its first 1,000,000 characters, and Copy and Download take all of it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const file = testInfo.outputPath("long.pdf");
  const sentence = "Every page of this long report repeats the same plain words for the reader. ";
  pdfFromGroff(Array.from({ length: 1800 }, () => `.PP\n${sentence.repeat(9)}`).join("\n"), file);
  await choosePdfs(page, [file]);
  await expect(status(page)).toHaveText(/^[\d,]+ pages · [\d,]+ characters$/, { timeout: 90_000 });
  const total = Number((await status(page).textContent())!.split("·")[1].replace(/\D/g, ""));
  expect(total).toBeGreaterThan(1_000_000);
  await expect(
    page.getByText(
      `Showing the first 1,000,000 of ${total.toLocaleString("en-US")} characters. Copy and Download take all of it.`,
    ),
  ).toBeVisible();
  const saved = await downloadText(page);
  expect(saved.text.length).toBe(total);
  // The same characters as pdftotext, but for spacing and line-end hyphens (which it drops): a
  // linear check, where word agreement would compare 25,000 words with 25,000.
  const letters = (text: string) => text.replace(/[\s-]/g, "");
  expect(letters(saved.text)).toBe(letters(pdftotext(file)));
});
