// /pdf-to-text against poppler's pdftotext, in the same run:
// - Agreement: a corpus of PDFs from different producers (groff with three macro sets, ghostscript
//   from PostScript in three fonts and two columns, ps2pdf settings, qpdf rewrites: object streams,
//   linearised, encrypted) read by the page's core (pdf.js, Node build) and by pdftotext; the share
//   of pdftotext's words the page gives in the same order (reading order vs pdftotext's default,
//   layout vs -layout), and the page count.
// - Speed: a 300-page text PDF through the real page in Chromium (choose → "300 pages" shown) and
//   `pdftotext` on the same file; the page's main-thread tasks in CPU time from a trace, and the
//   machine's load (a target must hold on a busy machine: `--busy 2` runs two busy processes beside).
// Writes bench/results/pdf-to-text.json.
// Usage: npm run build && node bench/pdf-to-text.mjs [--pages 300] [--busy 0] [--port 4397]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ROOT,
  TRACE_CATEGORIES,
  busyProcessesOption,
  contextRecordingLongTasks,
  launchChromium,
  mainThreadTasks,
  startBackgroundLoad,
  startSite,
} from "./support.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = option("--port", 4397);
const PAGES = option("--pages", 300);

/**
 * A TypeScript module of this repository, imported once esbuild has stripped its types (Node 20
 * runs no TypeScript, and vitest's runner is not needed for a few calls). pdf.js stays external.
 */
async function importTypeScript(file) {
  const esbuild = await import("esbuild");
  const out = path.join(os.tmpdir(), `${path.basename(file, ".ts")}.bench.mjs`);
  await esbuild.build({
    entryPoints: [path.join(ROOT, file)],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile: out,
    alias: { "~": path.join(ROOT, "app") },
    external: ["pdfjs-dist"],
    logLevel: "error",
  });
  return import(out);
}

// The PDF makers and the oracle are the tests' own (test-support/pdf/native-pdfs.ts), loaded once
// esbuild has stripped their types (see importTypeScript).
const { cjkPdf, pdfFromGroff, pdfFromPostScript, pdftotext, wordAgreement, wordsOf } =
  await importTypeScript("test-support/pdf/native-pdfs.ts");

const PROSE = [
  "The committee met on a Tuesday and agreed that the budget for the coming year would be set before the spring.",
  "Measurements taken at dawn showed the river had risen by forty centimetres, twice the seasonal average.",
  "Internationalization and accessibility reviews are scheduled for every release candidate from now on.",
  "She wrote the letter in one sitting, folded it twice, and left it on the kitchen table for the morning.",
  "Invoices older than ninety days are passed to collections unless a payment plan has been agreed in writing.",
];
const paragraph = (i, sentences = 6) =>
  Array.from({ length: sentences }, (_, k) => PROSE[(i + k) % PROSE.length]).join(" ");

/** PostScript of `lines` in `font`, one line every 14 points, in one or two columns. */
function postScript(font, lines, columns = 1) {
  let ps = `%!PS\n/${font} findfont 10 scalefont setfont\n`;
  const perColumn = 48;
  const escape = (s) => s.replace(/[()\\]/g, "\\$&");
  let page = [];
  const flush = () => {
    ps += page.join("\n") + "\nshowpage\n/" + font + " findfont 10 scalefont setfont\n";
    page = [];
  };
  lines.forEach((line, i) => {
    const slot = i % (perColumn * columns);
    if (slot === 0 && i > 0) flush();
    const column = Math.floor(slot / perColumn);
    const x = 60 + column * 260;
    const y = 740 - (slot % perColumn) * 14;
    page.push(`${x} ${y} moveto (${escape(line)}) show`);
  });
  flush();
  return ps;
}
const shortLines = (n, width) =>
  wordsOf(Array.from({ length: n }, (_, i) => paragraph(i, 3)).join(" ")).reduce((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

/** The corpus: name → a function writing the PDF. */
function corpus(dir) {
  const ms = (n) =>
    `.TL\nReport number ${n}\n.AU\nAn Author\n.NH\nFirst part\n${Array.from({ length: 8 + n }, (_, i) => `.PP\n${paragraph(i + n)}`).join("\n")}\n.NH\nSecond part\n${Array.from({ length: 6 }, (_, i) => `.PP\n${paragraph(i)}`).join("\n")}\n`;
  const man = `.TH TOOL 1\n.SH NAME\ntool \\- does a thing\n.SH DESCRIPTION\n${Array.from({ length: 10 }, (_, i) => `.PP\n${paragraph(i)}`).join("\n")}\n.SH OPTIONS\n.TP\n.B \\-v\nBe verbose.\n.TP\n.B \\-q\nBe quiet.\n`;
  const me = `.pp\n${Array.from({ length: 12 }, (_, i) => paragraph(i)).join("\n.pp\n")}\n`;
  const entries = {};
  for (const n of [1, 2, 3, 4]) entries[`groff-ms-${n}.pdf`] = (f) => pdfFromGroff(ms(n), f);
  entries["groff-man.pdf"] = (f) => pdfFromGroff(man, f, "-man");
  entries["groff-me.pdf"] = (f) => pdfFromGroff(me, f, "-me");
  for (const font of ["Times-Roman", "Helvetica", "Courier"]) {
    entries[`gs-${font}.pdf`] = (f) => pdfFromPostScript(postScript(font, shortLines(40, 70)), f);
    entries[`gs-${font}-2col.pdf`] = (f) =>
      pdfFromPostScript(postScript(font, shortLines(60, 38), 2), f);
  }
  entries["gs-prepress.pdf"] = (f) =>
    pdfFromPostScript(postScript("Times-Roman", shortLines(30, 70)), f, [
      "-dPDFSETTINGS=/prepress",
    ]);
  entries["gs-screen.pdf"] = (f) =>
    pdfFromPostScript(postScript("Helvetica", shortLines(30, 70)), f, ["-dPDFSETTINGS=/screen"]);
  entries["gs-pdf14.pdf"] = (f) =>
    pdfFromPostScript(postScript("Courier", shortLines(30, 60)), f, ["-dCompatibilityLevel=1.4"]);
  const rewritten = (how) => (f) => {
    const source = `${f}.source.pdf`;
    pdfFromGroff(ms(2), source);
    execFileSync("qpdf", [...how, source, f]);
  };
  entries["qpdf-object-streams.pdf"] = rewritten(["--object-streams=generate"]);
  entries["qpdf-linearized.pdf"] = rewritten(["--linearize"]);
  entries["qpdf-uncompressed.pdf"] = rewritten(["--stream-data=uncompress"]);
  entries["qpdf-encrypted-owner-only.pdf"] = rewritten(["--encrypt", "", "owner", "256", "--"]);
  entries["qpdf-qdf.pdf"] = rewritten(["--qdf"]);
  // CJK in fonts that are not embedded: read through Adobe's CMaps (pdf.js's shipped copy, poppler-data).
  entries["hand-cjk.pdf"] = (f) =>
    cjkPdf(
      [
        { language: "japanese", text: "日本語のテキスト 東京都 ひらがな カタカナ" },
        { language: "chinese", text: "中文文本 北京市 简体字" },
        { language: "korean", text: "한국어 텍스트 서울" },
      ],
      f,
    );
  return Object.entries(entries).map(([name, make]) => {
    const file = path.join(dir, name);
    make(file);
    return { name, file };
  });
}

async function coreOf() {
  Promise.withResolvers ??= () => {
    let resolve;
    let reject;
    const promise = new Promise((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const { extractPdfText } = await importTypeScript("app/tools/pdf-to-text/pdf-extract.ts");
  const dist = path.join(ROOT, "node_modules/pdfjs-dist");
  const assets = { cMapUrl: `${dist}/cmaps/`, standardFontDataUrl: `${dist}/standard_fonts/` };
  return (file) =>
    extractPdfText(pdfjs, assets, {
      file: new Blob([readFileSync(file)]),
      password: null,
      range: null,
    });
}

const joined = (pages, mode) => pages.map((page) => `${page[mode]}\n\f`).join("");

async function agreement(dir) {
  const read = await coreOf();
  const rows = [];
  for (const { name, file } of corpus(dir)) {
    const result = await read(file);
    const oracle = pdftotext(file);
    const oracleLayout = pdftotext(file, { layout: true });
    rows.push({
      name,
      pages: result.pageCount,
      popplerPages: oracle.split("\f").length - 1,
      readingAgreement:
        Math.round(wordAgreement(joined(result.pages, "reading"), oracle) * 10000) / 100,
      // The same with hyphens taken out of words on both sides: at a line end reading order joins
      // "con-" and "tinues" into "con-tinues" (the hyphen kept, as the PDF has it), where pdftotext
      // drops the hyphen ("continues"); this shows what differs besides that.
      readingAgreementHyphensOut:
        Math.round(
          wordAgreement(
            joined(result.pages, "reading").replaceAll("-", ""),
            oracle.replaceAll("-", ""),
          ) * 10000,
        ) / 100,
      layoutAgreement:
        Math.round(wordAgreement(joined(result.pages, "layout"), oracleLayout) * 10000) / 100,
    });
  }
  return rows;
}

async function speed(dir) {
  const file = path.join(dir, "long.pdf");
  // About 8.4 of these paragraphs fill a page of groff's ms.
  const troff = Array.from(
    { length: Math.ceil(PAGES * 8.4) },
    (_, i) => `.PP\n${paragraph(i)}`,
  ).join("\n");
  pdfFromGroff(troff, file);
  const pages = pdftotext(file).split("\f").length - 1;
  const nativeStarted = performance.now();
  pdftotext(file);
  const nativeSeconds = (performance.now() - nativeStarted) / 1000;

  const site = await startSite(PORT);
  const browser = await launchChromium();
  try {
    const context = await contextRecordingLongTasks(browser);
    const page = await context.newPage();
    await page.goto(`${site.base}/pdf-to-text`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = performance.now();
    await page.getByLabel("Choose PDFs", { exact: true }).setInputFiles(file);
    await page
      .getByRole("region", { name: "Output panel" })
      .getByText(new RegExp(`^${pages.toLocaleString("en-US")} pages`))
      .waitFor({ timeout: 600_000 });
    const pageSeconds = (performance.now() - started) / 1000;
    const trace = await browser.stopTracing();
    const cpuMs = mainThreadTasks(trace).tasks.map((task) => (task.tdur ?? 0) / 1000);
    return {
      pages,
      bytes: readFileSync(file).length,
      pageSeconds: Math.round(pageSeconds * 100) / 100,
      pdftotextSeconds: Math.round(nativeSeconds * 100) / 100,
      ratio: Math.round((pageSeconds / nativeSeconds) * 10) / 10,
      longTaskMaxCpuMs: Math.round(Math.max(0, ...cpuMs) * 10) / 10,
      longTasksOver50MsCpu: cpuMs.filter((ms) => ms > 50).length,
    };
  } finally {
    await browser.close();
    site.stop();
  }
}

const busy = busyProcessesOption(0);
const load = busy > 0 ? startBackgroundLoad(busy) : null;
const dir = mkdtempSync(path.join(os.tmpdir(), "pdf-bench-"));
try {
  const loadBefore = os.loadavg()[0];
  const rows = await agreement(dir);
  const timing = await speed(dir);
  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      loadBefore,
      loadAfter: os.loadavg()[0],
      busyProcesses: busy,
    },
    agreement: rows,
    lowest: {
      reading: Math.min(...rows.map((row) => row.readingAgreement)),
      readingHyphensOut: Math.min(...rows.map((row) => row.readingAgreementHyphensOut)),
      layout: Math.min(...rows.map((row) => row.layoutAgreement)),
    },
    samePageCount: rows.every((row) => row.pages === row.popplerPages),
    speed: timing,
  };
  writeFileSync(
    path.join(ROOT, "bench/results/pdf-to-text.json"),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.table(rows);
  console.log(result.speed, result.machine);
} finally {
  load?.stop();
  rmSync(dir, { recursive: true, force: true });
}
