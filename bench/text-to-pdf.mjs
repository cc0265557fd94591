// /text-to-pdf on a 10 MB text, through the real page in Chromium (open the file → Make PDF →
// "N pages" shown → Download PDF), against ghostscript's own text printer (gslp.ps → pdfwrite) on
// the same file in the same run. The PDF the page made is checked by the native tools: qpdf
// --check, pdfinfo's page count against the page's, pdftotext's words against the text's. The
// page's main-thread tasks are read in CPU time from a trace; the machine's load is stated
// (`--busy 2` runs two busy processes beside, as a target must hold on a busy machine too).
// Writes bench/results/text-to-pdf.json (text-to-pdf-busy.json with --busy).
// --mixed: lines of English, Chinese, Arabic and all three mixed (shaped by HarfBuzz in the
// worker, the Noto fonts fetched), against paps | ps2pdf (Pango) on the same file with the same
// Noto WOFF files (fontconfig reads WOFF); pdftotext's letters are checked as a multiset (it
// reorders right-to-left text by its own rules), written to text-to-pdf-mixed.json.
// --all-scripts: the same with Japanese, Korean, Thai, Hindi and emoji lines besides (Noto Sans
// JP/KR/Thai/Devanagari and Noto Emoji given to paps too), written to text-to-pdf-all-scripts.json.
// Usage: npm run build && node bench/text-to-pdf.mjs [--megabytes 10] [--busy 0] [--port 4398]
//        [--mixed | --all-scripts]
import { execFileSync, execSync } from "node:child_process";
import {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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
const PORT = option("--port", 4398);
const ALL_SCRIPTS = process.argv.includes("--all-scripts");
const MIXED = ALL_SCRIPTS || process.argv.includes("--mixed");
const MEGABYTES = option("--megabytes", MIXED ? 1 : 10);

const MIXED_LINES = [
  "The quick brown fox jumps over the lazy dog, while reports arrive from every office.",
  "我能吞下玻璃而不伤身体。这是一封写给朋友的短信：今天天气很好，我们下午去公园散步吧！",
  "أنا قادر على أكل الزجاج و هذا لا يؤلمني. الحمد لله رب العالمين، والسلام عليكم.",
  "Mixed: English 中文 and العربية 2024 in one line, then more English words to wrap it.",
];

/** Lines --all-scripts adds: each script's shaping (kana, Hangul, Thai marks, Devanagari conjuncts and reordered vowel signs) and emoji. */
const MORE_SCRIPTS_LINES = [
  "私はガラスを食べられます。それは私を傷つけません。今日はとても良い天気ですね、公園へ散歩に行きましょう！",
  "나는 유리를 먹을 수 있어요. 그래도 아프지 않아요. 오늘은 날씨가 참 좋네요, 공원에 산책하러 갑시다!",
  "ฉันกินกระจกได้แต่มันไม่ทำให้ฉันเจ็บวันนี้อากาศดีมากเราไปเดินเล่นที่สวนสาธารณะกันเถอะ",
  "मैं काँच खा सकता हूँ और मुझे उससे कोई चोट नहीं पहुँचती। हिन्दी में किताब, प्रेम, क्षत्रिय और धर्म।",
  "Status: done 🦀 shipped 🚀 and happy 😀 under the rainbow 🌈.",
];
const LINES = ALL_SCRIPTS ? [...MIXED_LINES, ...MORE_SCRIPTS_LINES] : MIXED_LINES;

/** Lines of English, Chinese, Arabic and mixed text (and more scripts), `bytes` of UTF-8 in all. */
function mixedTextOf(bytes) {
  const lines = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `${i + 1}. ${LINES[i % LINES.length]}`;
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return `${lines.join("\n")}\n`;
}

/** paps (Pango) to PostScript, ps2pdf to PDF, with fontconfig given DejaVu and the page's Noto files. */
function papsPdf(textFile, out, fontDir) {
  const noto = path.join(ROOT, "node_modules/@fontsource");
  for (const [family, file] of [
    ["noto-sans-arabic", "noto-sans-arabic-arabic-400-normal.woff"],
    ["noto-sans-hebrew", "noto-sans-hebrew-hebrew-400-normal.woff"],
    ...(ALL_SCRIPTS
      ? [
          ["noto-sans-thai", "noto-sans-thai-thai-400-normal.woff"],
          ["noto-sans-devanagari", "noto-sans-devanagari-devanagari-400-normal.woff"],
        ]
      : []),
  ])
    copyFileSync(path.join(noto, family, "files", file), path.join(fontDir, file));
  for (const family of ALL_SCRIPTS
    ? ["noto-sans-sc", "noto-sans-jp", "noto-sans-kr", "noto-emoji"]
    : ["noto-sans-sc"]) {
    const pieces = new RegExp(`^${family}-\\d+-400-normal\\.woff$`);
    for (const file of readdirSync(path.join(noto, family, "files")))
      if (pieces.test(file))
        copyFileSync(path.join(noto, family, "files", file), path.join(fontDir, file));
  }
  copyFileSync(
    path.join(ROOT, "app/tools/text-to-pdf/fonts/DejaVuSans.ttf"),
    path.join(fontDir, "DejaVuSans.ttf"),
  );
  const config = path.join(fontDir, "fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontDir}</dir><cachedir>${fontDir}/cache</cachedir></fontconfig>`,
  );
  const started = performance.now();
  execSync(`paps --font="DejaVu Sans 10" "${textFile}" | ps2pdf - "${out}"`, {
    env: { ...process.env, FONTCONFIG_FILE: config },
    stdio: "ignore",
  });
  return (performance.now() - started) / 1000;
}

/** The letters of `text` (no spaces, no bidi controls), sorted: what must come back, in any order. */
const lettersOf = (text) => [...text.replace(/[\s\u202a-\u202e]/g, "")].sort().join("");

const wordsOf = (text) => text.split(/\s+/).filter(Boolean);
const WORDS = [
  "the",
  "quick",
  "brown",
  "fox",
  "jumps",
  "over",
  "lazy",
  "dog",
  "while",
  "reports",
  "arrive",
  "from",
  "every",
  "office",
  "before",
  "noon",
  "and",
  "nobody",
  "reads",
  "them",
];

/** Lines of ordinary words of varied lengths (some longer than a page line, to be wrapped). */
function textOf(bytes) {
  const lines = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const length = 6 + ((i * 7) % 23);
    const words = Array.from({ length }, (_, j) => WORDS[(i * 3 + j * 5) % WORDS.length]);
    const line = `${i + 1}. ${words.join(" ")}`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join("\n")}\n`;
}

function ghostscriptTextPdf(textFile, out) {
  const lib = readdirSync("/usr/share/ghostscript")
    .map((version) => path.join("/usr/share/ghostscript", version, "lib", "gslp.ps"))
    .find((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
  if (!lib) throw new Error("ghostscript's gslp.ps is not installed");
  const started = performance.now();
  execFileSync("gs", ["-q", "-dNOSAFER", "-sDEVICE=pdfwrite", "-o", out, "--", lib, textFile], {
    stdio: "ignore",
  });
  return (performance.now() - started) / 1000;
}

const busy = busyProcessesOption(0);
const load = busy > 0 ? startBackgroundLoad(busy) : null;
const dir = mkdtempSync(path.join(os.tmpdir(), "text-to-pdf-bench-"));
const site = await startSite(PORT);
const browser = await launchChromium();
try {
  const loadBefore = os.loadavg()[0];
  const text = MIXED ? mixedTextOf(MEGABYTES * 1024 * 1024) : textOf(MEGABYTES * 1024 * 1024);
  const textFile = path.join(dir, "long.txt");
  writeFileSync(textFile, text);
  const nativeFile = path.join(dir, MIXED ? "paps.pdf" : "gslp.pdf");
  const nativeSeconds = MIXED
    ? papsPdf(textFile, nativeFile, mkdtempSync(path.join(dir, "fonts-")))
    : ghostscriptTextPdf(textFile, nativeFile);
  const nativePages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [nativeFile]))[1]);

  const context = await contextRecordingLongTasks(browser, { acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${site.base}/text-to-pdf`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.locator("input[type=file]").first().setInputFiles(textFile);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const started = performance.now();
  await page.getByRole("button", { name: "Make PDF" }).click();
  const status = page.getByRole("status").filter({ hasText: /^[\d,]+ pages · / });
  await status.waitFor({ timeout: 900_000 });
  const pageSeconds = (performance.now() - started) / 1000;
  const trace = await browser.stopTracing();
  const cpuMs = mainThreadTasks(trace).tasks.map((task) => (task.tdur ?? 0) / 1000);
  const shownPages = Number(
    /^([\d,]+) pages/.exec(await status.textContent())[1].replaceAll(",", ""),
  );
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdfFile = path.join(dir, "page.pdf");
  await (await downloading).saveAs(pdfFile);

  const pdfPages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdfFile]))[1]);
  const qpdf = execFileSync("qpdf", ["--check", pdfFile], { encoding: "utf8" });
  const readBack = execFileSync("pdftotext", ["-layout", pdfFile, "-"], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  const expected = wordsOf(text);
  // The footer's "Page N of M" is the PDF's own; every other word must be the text's, in order.
  const body = readBack
    .split("\n")
    .filter((line) => !/^[\s\u202a-\u202e]*Page \d+ of \d+[\s\u202a-\u202e]*$/.test(line))
    .join("\n");
  const got = wordsOf(body);
  const sameWords = MIXED
    ? lettersOf(body) === lettersOf(text)
    : got.length === expected.length && got.every((word, i) => word === expected[i]);

  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      loadBefore,
      loadAfter: os.loadavg()[0],
      busyProcesses: busy,
    },
    text: { bytes: Buffer.byteLength(text), lines: text.split("\n").length - 1 },
    page: {
      seconds: Math.round(pageSeconds * 10) / 10,
      pages: shownPages,
      pdfBytes: readFileSync(pdfFile).length,
      longTaskMaxCpuMs: Math.round(Math.max(0, ...cpuMs) * 10) / 10,
      longTasksOver50MsCpu: cpuMs.filter((ms) => ms > 50).length,
    },
    [MIXED ? "papsPs2pdf" : "ghostscript"]: {
      seconds: Math.round(nativeSeconds * 10) / 10,
      pages: nativePages,
      pdfBytes: readFileSync(nativeFile).length,
    },
    ratio: Math.round((pageSeconds / nativeSeconds) * 10) / 10,
    checks: {
      qpdfClean: qpdf.includes("No syntax or stream encoding errors"),
      pageCountMatches: pdfPages === shownPages,
      [MIXED ? "pdftotextSameLetters" : "pdftotextSameWords"]: sameWords,
      wordsExpected: expected.length,
      wordsRead: got.length,
    },
  };
  writeFileSync(
    path.join(
      ROOT,
      `bench/results/text-to-pdf${ALL_SCRIPTS ? "-all-scripts" : MIXED ? "-mixed" : ""}${busy > 0 ? "-busy" : ""}.json`,
    ),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(JSON.stringify(result, null, 2));
  if (!Object.values(result.checks).every((value) => value !== false)) process.exitCode = 1;
} finally {
  await browser.close();
  site.stop();
  load?.stop();
  rmSync(dir, { recursive: true, force: true });
}
