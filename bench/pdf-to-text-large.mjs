// /pdf-to-text on a large PDF (target: at least 500 MB and 2,000 pages, in memory that does not
// grow with the page count): a PDF of --pages pages and about --megabytes MB, each page a line of
// text in Helvetica (not embedded) and a photograph-sized image of noise (stored uncompressed, so the
// file is as large as asked). The real page in Chromium reads it (choose → "2,000 pages" shown) while
// the renderer's memory and the page's JS heap are sampled; poppler's pdftotext reads the same file
// in the same run. Both texts are compared word for word. The machine's load is recorded.
// Writes bench/results/pdf-to-text-large.json.
// Usage: npm run build && node bench/pdf-to-text-large.mjs [--pages 2000] [--megabytes 500] [--port 4398]
import { execFileSync } from "node:child_process";
import {
  closeSync,
  readFileSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { ROOT, launchChromium, sampleMemory, startSite } from "./support.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = option("--port", 4398);
const PAGES = option("--pages", 2000);
const MEGABYTES = option("--megabytes", 500);

/** Page n's line of text: words that differ from page to page, so a page read twice or lost shows. */
const lineOf = (n) => `Page ${n} of the ledger: entry ${n * 7} balanced at ${n * 13} units.`;

/**
 * Writes the PDF object by object, straight to disk (its images are hundreds of MB): a Helvetica
 * font, and per page a content stream, an image XObject of noise and the page itself.
 */
function writeLargePdf(file) {
  const fd = openSync(file, "w");
  let offset = 0;
  const offsets = [];
  const write = (data) => {
    const bytes = typeof data === "string" ? Buffer.from(data, "latin1") : data;
    writeSync(fd, bytes);
    offset += bytes.length;
  };
  const object = (number, body, stream = null) => {
    offsets[number] = offset;
    write(`${number} 0 obj\n${body}\n`);
    if (stream) {
      write("stream\n");
      write(stream);
      write("\nendstream\n");
    }
    write("endobj\n");
  };
  // An image of about MEGABYTES / PAGES bytes: a square of 8-bit grey noise.
  const side = Math.max(1, Math.floor(Math.sqrt((MEGABYTES * 1e6) / PAGES)));
  const noise = randomBytes(side * side);
  write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  // 1 catalog, 2 pages, 3 font; page n (1-based) uses objects 4 + 3(n-1) .. 6 + 3(n-1).
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  const kids = Array.from({ length: PAGES }, (_, i) => `${6 + 3 * i} 0 R`).join(" ");
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${PAGES} >>`);
  object(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  for (let i = 0; i < PAGES; i++) {
    const content = `BT /F1 12 Tf 72 740 Td (${lineOf(i + 1)}) Tj ET\nq 400 0 0 400 100 200 cm /Im1 Do Q`;
    object(4 + 3 * i, `<< /Length ${content.length} >>`, content);
    object(
      5 + 3 * i,
      `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${noise.length} >>`,
      noise,
    );
    object(
      6 + 3 * i,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 ${5 + 3 * i} 0 R >> >> /Contents ${4 + 3 * i} 0 R >>`,
    );
  }
  const size = 4 + 3 * PAGES;
  const xref = offset;
  write(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let n = 1; n < size; n++) write(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  write(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  closeSync(fd);
}

const wordsOf = (text) => text.split(/\s+/).filter(Boolean);

const dir = mkdtempSync(path.join(os.tmpdir(), "pdf-large-"));
const file = path.join(dir, "ledger.pdf");
try {
  const loadBefore = os.loadavg()[0];
  writeLargePdf(file);
  const bytes = statSync(file).size;
  console.log(`${PAGES} pages, ${(bytes / 1e6).toFixed(0)} MB`);

  const nativeStarted = performance.now();
  const oracle = execFileSync("pdftotext", [file, "-"], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const pdftotextSeconds = (performance.now() - nativeStarted) / 1000;

  const site = await startSite(PORT);
  const browser = await launchChromium();
  let pageSeconds;
  let used;
  let text;
  try {
    const context = await browser.newContext({ serviceWorkers: "block", acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${site.base}/pdf-to-text`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    const memory = sampleMemory(page);
    const started = performance.now();
    await page.getByLabel("Choose PDFs", { exact: true }).setInputFiles(file);
    await page
      .getByRole("region", { name: "Output panel" })
      .getByText(new RegExp(`^${PAGES.toLocaleString("en-US")} pages`))
      .waitFor({ timeout: 1_800_000 });
    pageSeconds = (performance.now() - started) / 1000;
    used = await memory.stop();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download .txt" }).click();
    const saved = path.join(dir, "ledger.txt");
    await (await downloading).saveAs(saved);
    text = readFileSync(saved, "utf8");
  } finally {
    await browser.close();
    site.stop();
  }
  const pageWords = wordsOf(text);
  const oracleWords = wordsOf(oracle);
  const expected = Array.from({ length: PAGES }, (_, i) => wordsOf(lineOf(i + 1))).flat();
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cores: os.cpus().length, loadBefore, loadAfter: os.loadavg()[0] },
    pages: PAGES,
    megabytes: Math.round(bytes / 1e6),
    pageSeconds: Math.round(pageSeconds * 10) / 10,
    pdftotextSeconds: Math.round(pdftotextSeconds * 10) / 10,
    ratio: Math.round((pageSeconds / pdftotextSeconds) * 10) / 10,
    rendererMegabytes: { before: used.rendererBefore, peak: used.rendererPeak },
    pageHeapMegabytes: { peak: used.heapPeak, after: used.heapAfter },
    sameWordsAsPdftotext: JSON.stringify(pageWords) === JSON.stringify(oracleWords),
    everyPageLine: JSON.stringify(pageWords) === JSON.stringify(expected),
    formFeeds: text.split("\f").length - 1,
  };
  writeFileSync(
    path.join(ROOT, "bench/results/pdf-to-text-large.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(result);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
