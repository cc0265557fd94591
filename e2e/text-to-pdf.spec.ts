// /text-to-pdf in the browser: text typed or a file opened becomes a PDF in the worker; the PDF
// downloaded is read back by poppler (pdftotext, pdfinfo) and checked by qpdf.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { wordsOf } from "../test-support/pdf/native-pdfs";
import { downloadFrom, fillInput, gotoHydrated, pasteInput, reloadHydrated } from "./support";

const PATH = "/text-to-pdf";
/** A file in this test's own output folder (each test has its own, whatever the worker). */
const outputFile = (name: string) => test.info().outputPath(name);

const preview = (page: Page) => page.getByRole("region", { name: "Output" });
const pageStatus = (page: Page) => page.getByRole("status").filter({ hasText: /page|PDF/ });

/** Downloads the PDF and returns what poppler reads from it. */
async function downloadPdf(page: Page) {
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download PDF" }).click(),
  );
  const file = outputFile(`${Date.now()}-${saved.name}`);
  writeFileSync(file, saved.bytes);
  const run = (command: string, ...args: string[]) =>
    execFileSync(command, [...args, file], { encoding: "utf8" });
  return {
    name: saved.name,
    text: execFileSync("pdftotext", ["-layout", file, "-"], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    }),
    info: run("pdfinfo"),
    check: execFileSync("qpdf", ["--check", file], { encoding: "utf8" }),
    bytes: saved.bytes,
  };
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("a visit makes nothing until asked; Make PDF makes the sample's one-page PDF", async ({
  page,
}) => {
  await expect(page.getByRole("status").filter({ hasText: "Press Make PDF" })).toBeVisible();
  await expect(preview(page).getByRole("img")).toHaveCount(0);
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect(preview(page).getByRole("img", { name: "Page 1 of 1" })).toContainText(
    "Ada London 98",
  );
});

test("typed Latin, Greek and Cyrillic text becomes a PDF whose words poppler reads back", async ({
  page,
}) => {
  const text = "Grüße aus Köln, façade\nΞεσκεπάζω την ψυχοφθόρα βδελυγμία\nСъешь же ещё этих булок";
  await fillInput(page, text);
  await expect(preview(page)).toContainText("Съешь же ещё этих булок");
  await expect(pageStatus(page)).toHaveText(/^1 page · \d+(\.\d)? KB$/);
  const pdf = await downloadPdf(page);
  expect(pdf.name).toBe("text.pdf");
  expect(wordsOf(pdf.text)).toEqual([...wordsOf(text), "Page", "1", "of", "1"]);
  expect(pdf.info).toMatch(/Pages:\s+1\n/);
  expect(pdf.check).toContain("No syntax or stream encoding errors");
});

test("page size, orientation, header, page numbers and metadata reach the PDF", async ({
  page,
}) => {
  await page.getByLabel("Page size").selectOption("letter");
  await page.getByLabel("Orientation").selectOption("landscape");
  await page.getByLabel("Header").fill("Minutes of the meeting");
  await page.getByLabel("Document title").fill("Minutes");
  await page.getByLabel("Author").fill("Ada");
  await pasteInput(page, Array.from({ length: 120 }, (_, i) => `Item ${i + 1}`).join("\n"));
  await expect(preview(page).getByRole("img", { name: /^Page 1 of \d+$/ })).toContainText(
    "Minutes of the meeting",
  );
  const pdf = await downloadPdf(page);
  expect(pdf.name).toBe("Minutes.pdf");
  expect(pdf.info).toMatch(/Page size:\s+792 x 612 pts/);
  expect(pdf.info).toMatch(/Title:\s+Minutes\n/);
  expect(pdf.info).toMatch(/Author:\s+Ada\n/);
  const pages = Number(/Pages:\s+(\d+)/.exec(pdf.info)![1]);
  expect(pages).toBeGreaterThan(2);
  await expect(preview(page).getByRole("img")).toHaveCount(3);
  expect(pdf.text.split("\f")[1]).toContain(`Page 2 of ${pages}`);
  expect(pdf.text).toContain("Item 120");
});

test("Bengali, Tamil and Syriac are refused with the script named, in the header too; invisible characters are left out and counted; the settings as typed", async ({
  page,
}) => {
  await fillInput(page, "Hello\nবাংলা");
  await expect(page.getByRole("alert")).toContainText(
    "Line 2 has Bengali text (“ব”): the PDF's fonts have no letters for it.",
  );
  await fillInput(page, "தமிழ்");
  await expect(page.getByRole("alert")).toContainText("Tamil text");
  await fillInput(page, "\u0710\u0712");
  await expect(page.getByRole("alert")).toContainText("Syriac text");
  await expect(page.getByRole("alert")).toContainText("right to left");
  await fillInput(page, "plain");
  await expect(page.getByRole("alert")).toHaveText("");
  await page.getByLabel("Header").fill("Report 🚀 שלום 中文 বাংলা");
  await expect(page.getByRole("alert")).toContainText("The header has Bengali text (“ব”)");
  await page.getByLabel("Header").fill("");
  await fillInput(page, "Zero\u200Bwidth and a bell\u0007");
  await expect(page.getByRole("alert")).toHaveText("");
  await expect(pageStatus(page)).toContainText(
    "2 invisible characters (control or zero-width) left out",
  );
  // "1,5" is one and a half, never fifteen; "15" is out of range.
  await page.getByLabel("Line height").fill("15");
  await expect(page.getByRole("alert")).toContainText("Line height: from 1 to 3.");
  await page.getByLabel("Line height").fill("1,5");
  await expect(page.getByRole("alert")).toHaveText("");
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
});

test("Chinese and Arabic, then Japanese, Korean, Thai and Hindi, become PDFs that poppler reads back in reading order; each script's font and HarfBuzz are fetched only for it", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  const shapingFiles = () => fetched.filter((path) => /noto-sans|harfbuzz/.test(path));
  await fillInput(page, "Plain English only.");
  await expect(pageStatus(page)).toHaveText(/^1 page · /);
  expect(shapingFiles()).toEqual([]);
  const chinese = "我能吞下玻璃而不伤身体。";
  const arabic = "أنا قادر على أكل الزجاج و هذا لا يؤلمني.";
  await fillInput(page, `${chinese}\n${arabic}`);
  await expect(pageStatus(page)).toHaveText(/^1 page · /);
  await expect(preview(page).getByRole("img", { name: "Page 1 of 1" })).toContainText(arabic);
  expect(shapingFiles().some((path) => /noto-sans-sc-\d+-400-normal/.test(path))).toBe(true);
  expect(shapingFiles().some((path) => /noto-sans-arabic/.test(path))).toBe(true);
  expect(shapingFiles().some((path) => /harfbuzz.*\.wasm$/.test(path))).toBe(true);
  const pdf = await downloadPdf(page);
  expect(pdf.check).toContain("No syntax or stream encoding errors");
  expect(pdf.bytes.length).toBeLessThan(200_000);
  const file = outputFile("shaped.pdf");
  writeFileSync(file, pdf.bytes);
  // pdftotext reads this mostly right-to-left page in that direction (the Arabic line as typed) and
  // the Chinese line as typed in content order (-raw); bidi controls it adds are dropped.
  const read = (...args: string[]) =>
    execFileSync("pdftotext", [...args, file, "-"], { encoding: "utf8" })
      .replace(/[\u202a-\u202e]/g, "")
      .split("\n")
      .map((line) => line.trim());
  expect(read()).toContain(arabic);
  expect(read("-raw")).toContain(chinese);
  const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
  expect(fonts).toMatch(/[A-Z]{6}\+NotoSansSC\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  expect(fonts).toMatch(/[A-Z]{6}\+NotoSansArabic\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  expect(shapingFiles().some((path) => /noto-sans-(jp|kr|thai|devanagari)/.test(path))).toBe(false);

  // Kana and Hangul in one text: the Han characters are drawn as the option says.
  await page.getByLabel("Han characters as").selectOption("japanese");
  const asian = [
    "私はガラスを食べられます。",
    "나는 유리를 먹을 수 있어요.",
    "ฉันกินกระจกได้แต่มันไม่ทำให้ฉันเจ็บ",
    "हिन्दी में किताब, प्रेम, क्षत्रिय और धर्म।",
  ];
  await fillInput(page, asian.join("\n"));
  await expect(preview(page).getByRole("img", { name: "Page 1 of 1" })).toContainText(asian[3]);
  await expect(pageStatus(page)).toHaveText(/^1 page · /);
  for (const font of [
    "noto-sans-jp-\\d+",
    "noto-sans-kr-\\d+",
    "noto-sans-thai-thai",
    "noto-sans-devanagari-devanagari",
  ])
    expect(shapingFiles().some((path) => new RegExp(`${font}-400-normal`).test(path))).toBe(true);
  const asianPdf = await downloadPdf(page);
  expect(asianPdf.check).toContain("No syntax or stream encoding errors");
  writeFileSync(file, asianPdf.bytes);
  // Left to right throughout: content order reads every line as typed, the Hindi vowel signs
  // drawn before their consonants through ActualText.
  expect(read("-raw").filter(Boolean)).toEqual([...asian, "Page 1 of 1"]);
  const asianFonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
  for (const family of ["NotoSansJP", "NotoSansKR", "NotoSansThai", "NotoSansDevanagari"])
    expect(asianFonts).toMatch(
      new RegExp(`[A-Z]{6}\\+${family}\\s+CID TrueType\\s+Identity-H\\s+yes yes yes`),
    );
  // 私 and 食 are Han: drawn with Noto Sans JP as chosen, not Noto Sans SC.
  expect(asianFonts).not.toContain("NotoSansSC");
});

test.describe("in a Korean browser", () => {
  test.use({ locale: "ko-KR" });

  test("Han characters are Korean until the user chooses otherwise, and the choice is kept", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const hanAs = page.getByLabel("Han characters as");
    await expect(hanAs).toHaveValue("korean");
    await fillInput(page, "漢字");
    await expect(pageStatus(page)).toHaveText(/^1 page · /);
    expect(fetched.some((path) => /noto-sans-kr-\d+-400-normal/.test(path))).toBe(true);
    expect(fetched.some((path) => /noto-sans-(sc|jp)-/.test(path))).toBe(false);
    const chinesePiece = page.waitForRequest(/noto-sans-sc-\d+-400-normal/);
    await hanAs.selectOption("chinese");
    await chinesePiece;
    await expect(pageStatus(page)).toHaveText(/^1 page · /);
    await reloadHydrated(page);
    await expect(page.getByLabel("Han characters as")).toHaveValue("chinese");
  });
});

test("a text file in windows-1251 is read in its encoding, and a Latin-1 one that is not UTF-8 in windows-1252; the page names it, and another encoding can be chosen", async ({
  page,
}) => {
  // Ordinary prose: chardet's letter statistics misjudge pangrams.
  const russian =
    "Широкая электрификация южных губерний даст мощный толчок подъёму сельского хозяйства. Москва - столица России, крупнейший город страны.\n".repeat(
      10,
    );
  const bytes = Buffer.from(
    execFileSync("iconv", ["-f", "UTF-8", "-t", "WINDOWS-1251"], { input: russian }),
  );
  await page.setInputFiles("input[type=file]", {
    name: "письмо.txt",
    mimeType: "text/plain",
    buffer: bytes,
  });
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText("письмо.txt");
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect(preview(page)).toContainText("Широкая электрификация");
  const pdf = await downloadPdf(page);
  expect(pdf.name).toBe("письмо.pdf");
  expect(wordsOf(pdf.text).filter((word) => !/^(Page|of|\d+)$/.test(word))).toEqual(
    wordsOf(russian),
  );
  await expect(pageStatus(page)).toContainText("the file read as windows-1251");

  // 13 bytes: too few for statistics, and not UTF-8 ("Caf\ufffd d\ufffdj\ufffd vu" before).
  await page.setInputFiles("input[type=file]", {
    name: "cafe.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Caf\xe9 d\xe9j\xe0 vu", "latin1"),
  });
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect(preview(page)).toContainText("Café déjà vu");
  await expect(pageStatus(page)).toContainText("not valid UTF-8, so the file read as windows-1252");
  // The encoding can be chosen: read as UTF-8 anyway, the bytes it cannot read show, and it says so.
  const encoding = page.getByLabel("Encoding");
  await expect(encoding.locator("option").first()).toHaveText("Detected: windows-1252");
  await encoding.selectOption("UTF-8");
  await expect(preview(page)).toContainText("Caf\ufffd d\ufffdj\ufffd vu");
  await expect(pageStatus(page)).toContainText("the file read as UTF-8, which it is not");
  await encoding.selectOption({ label: "Detected: windows-1252" });
  await expect(preview(page)).toContainText("Café déjà vu");
  const latin1Pdf = await downloadPdf(page);
  expect(latin1Pdf.text).toContain("Café déjà vu");
});

test("a long text waits for Make PDF, shows progress, and Cancel stops it", async ({ page }) => {
  const line = "The quick brown fox jumps over the lazy dog; Быстрая коричневая лиса. ";
  const long = Array.from({ length: 20_000 }, (_, i) => `${i + 1} ${line}`).join("\n");
  await pasteInput(page, long);
  await expect(page.getByRole("status").filter({ hasText: "This text is long" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Making the PDF… \d+ %/ })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: "This text is long" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeDisabled();
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect(pageStatus(page)).toHaveText(/^\d+ pages · \d+(\.\d)? [KM]B$/, { timeout: 60_000 });
  const pdf = await downloadPdf(page);
  expect(pdf.text).toContain("20000 The quick brown fox");
  expect(pdf.check).toContain("No syntax or stream encoding errors");
});

test("the page and its preview fit a 360 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect(preview(page).getByRole("img", { name: "Page 1 of 1" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
