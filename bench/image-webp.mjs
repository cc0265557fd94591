// WebP through the real /image-converter page against Debian's `cwebp -q 75`, in the same run and
// beside `--busy` processes (default 2: a laptop with forty tabs), on 22 pictures of 0.3–24
// megapixels: photo-like fractal plasmas made by ImageMagick (this machine cannot fetch real photos)
// and real screenshots of this site's pages at 1280–3840 px. For each picture: the time each side
// takes from the PNG file to the WebP (the page: from choosing the file until the page says it is
// converted; cwebp: one process, one thread), the file sizes, and the PSNR of the decoded result
// (dwebp) against the source. Then a 24-megapixel JPEG with the page's main thread traced, a
// 50-megapixel picture, and a batch of 100 photos and one corrupt file with the browser's memory
// sampled. Prints the figures and writes bench/results/image-webp.json.
// Usage: npm run build && node bench/image-webp.mjs [--busy 2] [--port 4431] [--quick]
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ROOT,
  TRACE_CATEGORIES,
  busyProcessesOption,
  launchChromium,
  mainThreadTasks,
  startBackgroundLoad,
  startSite,
} from "./support.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PORT = option("--port", 4431);
const QUICK = process.argv.includes("--quick");
const BUSY_PROCESSES = busyProcessesOption();
const TARGETS = {
  throughputRatioAtLeast: 0.5,
  sizeWithinPercent: 5,
  psnrWithinDb: 0.5,
  longestTaskCpuMsAtMost: 50,
};
const WORK = path.join(os.tmpdir(), "bench-image-webp");
const round = (value, digits = 0) => Number(value.toFixed(digits));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const run = (command, args) =>
  execFileSync(command, args, { maxBuffer: 2 ** 31, stdio: ["ignore", "pipe", "ignore"] });

/** RGB of an image file, 8 bits a channel, as ImageMagick or (for WebP) dwebp decodes it. */
function rgbOf(file) {
  if (file.endsWith(".webp")) {
    const ppm = run("dwebp", [file, "-ppm", "-o", "-"]);
    // "P6\n<w> <h>\n255\n" then the pixels.
    let at = 0;
    for (let lines = 0; lines < 3; at++) if (ppm[at] === 0x0a) lines++;
    return ppm.subarray(at);
  }
  return run("convert", [file, "-depth", "8", "rgb:-"]);
}

function psnr(a, b) {
  if (a.length !== b.length) throw new Error(`sizes differ: ${a.length} and ${b.length}`);
  let squared = 0;
  for (let i = 0; i < a.length; i++) squared += (a[i] - b[i]) ** 2;
  const mse = squared / a.length;
  return mse === 0 ? 99 : 10 * Math.log10((255 * 255) / mse);
}

function plasma(file, width, height, seed) {
  run("convert", [
    "-seed",
    String(seed),
    "-size",
    `${width}x${height}`,
    "plasma:fractal",
    "-blur",
    "0x1",
    "-depth",
    "8",
    file,
  ]);
}

async function screenshots(browser, base) {
  const shots = [];
  const pages = ["/json-formatter", "/", "/mortgage-calculator", "/timezone-converter"];
  const sizes = [
    [1280, 800],
    [1920, 1080],
    [2560, 1440],
    [3840, 2160],
  ];
  for (const [i, [width, height]] of sizes.entries()) {
    for (const scheme of ["light", "dark"]) {
      if (QUICK && scheme === "dark") continue;
      const context = await browser.newContext({
        viewport: { width, height },
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await page.goto(base + pages[i]);
      await page.waitForTimeout(500);
      const file = path.join(WORK, `screenshot-${width}x${height}-${scheme}.png`);
      await page.screenshot({ path: file });
      await context.close();
      shots.push({ file, kind: "screenshot", width, height });
    }
  }
  return shots;
}

function photoSet() {
  const sizes = QUICK
    ? [
        [640, 480],
        [1920, 1080],
      ]
    : [
        [640, 480],
        [800, 600],
        [1280, 800],
        [1600, 1200],
        [1920, 1080],
        [2048, 1536],
        [2560, 1920],
        [3264, 2448],
        [4000, 3000],
        [4032, 3024],
        [4928, 3264],
        [5472, 3648],
        [6000, 4000],
        [6016, 4016],
      ];
  return sizes.map(([width, height], i) => {
    const file = path.join(WORK, `photo-${width}x${height}.png`);
    plasma(file, width, height, 11 + i);
    return { file, kind: "photo", width, height };
  });
}

function cwebp(source) {
  const out = source.replace(/\.\w+$/, ".cwebp.webp");
  const started = performance.now();
  run("cwebp", ["-quiet", "-q", "75", source, "-o", out]);
  return { seconds: (performance.now() - started) / 1000, out };
}

async function openPage(browser, base) {
  const context = await browser.newContext({ serviceWorkers: "block", acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(base + "/image-converter");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

const statusText = (page) =>
  page
    .getByRole("status")
    .filter({ hasText: "converted" })
    .textContent()
    .catch(() => "");

/** Chooses `files` on the page and waits until it says `done` of them are converted. */
async function convertOnPage(page, files, done = files.length) {
  await page.getByLabel("Choose images", { exact: true }).setInputFiles(files);
  const pattern = `${done} of ${files.length} image`;
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[role="status"]')].some((e) =>
        e.textContent.startsWith(expected),
      ),
    pattern,
    { timeout: 600_000, polling: 20 },
  );
}

async function downloadFirst(page, file) {
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("region", { name: "Output", exact: true })
    .getByRole("button", { name: "Download" })
    .first()
    .click();
  const download = await downloading;
  await download.saveAs(file);
}

async function clearPage(page) {
  await page.getByRole("button", { name: "Clear" }).click();
  await page.getByText("The converted images appear here").waitFor();
}

/** Resident memory of this benchmark's browser, all its processes (GPU, renderers, workers' host). */
async function browserRssMb(cdp) {
  const { processInfo } = await cdp.send("SystemInfo.getProcessInfo");
  const pids = processInfo.map((p) => String(p.id));
  const out = execFileSync("ps", ["-o", "rss=", "-p", pids.join(",")], { encoding: "utf8" });
  return (
    out
      .split("\n")
      .filter(Boolean)
      .reduce((sum, kb) => sum + Number(kb), 0) / 1024
  );
}

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const site = await startSite(PORT);
const browser = await launchChromium();
console.log("making the pictures…");
const pictures = [...photoSet(), ...(await screenshots(browser, site.base))];
const busy = startBackgroundLoad(BUSY_PROCESSES);
const loadBefore = os.loadavg()[0];
const rows = [];
let result;
try {
  const page = await openPage(browser, site.base);
  // Loads and compiles the codecs once, as a user's first image does; not timed.
  await convertOnPage(page, [pictures[0].file]);
  await clearPage(page);

  for (const picture of pictures) {
    const megapixels = (picture.width * picture.height) / 1e6;
    const native = cwebp(picture.file);
    const started = performance.now();
    await convertOnPage(page, [picture.file]);
    const pageSeconds = (performance.now() - started) / 1000;
    const pageOut = picture.file.replace(/\.\w+$/, ".page.webp");
    await downloadFirst(page, pageOut);
    await clearPage(page);
    const source = rgbOf(picture.file);
    const row = {
      picture: path.basename(picture.file),
      kind: picture.kind,
      megapixels: round(megapixels, 2),
      cwebpSeconds: round(native.seconds, 3),
      pageSeconds: round(pageSeconds, 3),
      cwebpBytes: statSync(native.out).size,
      pageBytes: statSync(pageOut).size,
      cwebpPsnr: round(psnr(source, rgbOf(native.out)), 2),
      pagePsnr: round(psnr(source, rgbOf(pageOut)), 2),
    };
    row.sizeDifferencePercent = round((row.pageBytes / row.cwebpBytes - 1) * 100, 1);
    row.psnrDifferenceDb = round(row.pagePsnr - row.cwebpPsnr, 2);
    rows.push(row);
    console.log(
      `${row.picture.padEnd(38)} ${String(row.megapixels).padStart(6)} MP  cwebp ${row.cwebpSeconds.toFixed(2)} s ${row.cwebpBytes} B ${row.cwebpPsnr} dB | page ${row.pageSeconds.toFixed(2)} s ${row.pageBytes} B (${row.sizeDifferencePercent} %) ${row.pagePsnr} dB`,
    );
  }

  // A 24-megapixel JPEG, the page's main thread traced from choosing it to the result.
  const jpeg = path.join(WORK, "photo-24mp.jpg");
  run("convert", [
    path.join(WORK, QUICK ? "photo-1920x1080.png" : "photo-6000x4000.png"),
    "-quality",
    "90",
    jpeg,
  ]);
  await page.context().browser().startTracing(page, { categories: TRACE_CATEGORIES });
  await convertOnPage(page, [jpeg]);
  const { tasks } = mainThreadTasks(await page.context().browser().stopTracing());
  const longestTaskCpuMs = round(Math.max(0, ...tasks.map((t) => (t.tdur ?? 0) / 1000)));
  const longestTaskMs = round(Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000)));
  await clearPage(page);
  console.log(
    `24 MP JPEG → WebP: longest main-thread task ${longestTaskCpuMs} ms of CPU (${longestTaskMs} ms of wall time)`,
  );

  // 100 photos and one corrupt file: progress all along, the browser's memory at its peak.
  const batchDir = path.join(WORK, "batch");
  mkdirSync(batchDir);
  const seeds = QUICK ? 2 : 10;
  for (let s = 0; s < seeds; s++) plasma(path.join(batchDir, `seed-${s}.png`), 1280, 960, 100 + s);
  const batchFiles = [];
  const count = QUICK ? 10 : 100;
  for (let i = 0; i < count; i++) {
    const file = path.join(batchDir, `photo-${String(i).padStart(3, "0")}.png`);
    copyFileSync(path.join(batchDir, `seed-${i % seeds}.png`), file);
    batchFiles.push(file);
  }
  const corrupt = path.join(batchDir, "corrupt.png");
  writeFileSync(corrupt, readFileSync(batchFiles[0]).subarray(0, 200));
  batchFiles.splice(count >> 1, 0, corrupt);
  const progressSeen = new Set();
  const cdp = await browser.newBrowserCDPSession();
  let peakRssMb = await browserRssMb(cdp);
  const rssBefore = peakRssMb;
  const sampler = setInterval(async () => {
    peakRssMb = Math.max(peakRssMb, await browserRssMb(cdp));
    const text = await statusText(page);
    if (text) progressSeen.add(text.split(" ")[0]);
  }, 250);
  const batchStarted = performance.now();
  await convertOnPage(page, batchFiles, count);
  const batchSeconds = round((performance.now() - batchStarted) / 1000, 1);
  clearInterval(sampler);
  const failedText = await page
    .getByRole("region", { name: "Output", exact: true })
    .getByRole("alert")
    .allInnerTexts();
  console.log(
    `batch: ${count} photos and 1 corrupt file in ${batchSeconds} s; ${progressSeen.size} different counts seen; failed: ${failedText.join(" / ")}; browser memory ${round(rssBefore)} → peak ${round(peakRssMb)} MB`,
  );

  await clearPage(page);

  // 50 megapixels: converts, or the page says why not; the tab must survive either way.
  const huge = path.join(WORK, "huge-50mp.png");
  run("convert", [
    "-size",
    "8660x5774",
    "gradient:#204080-#e0c060",
    "-attenuate",
    "0.3",
    "+noise",
    "Gaussian",
    "-depth",
    "8",
    huge,
  ]);
  const hugeStarted = performance.now();
  await page.getByLabel("Choose images", { exact: true }).setInputFiles([huge]);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="status"]')].some((e) =>
        /^1 of 1 image converted/.test(e.textContent),
      ) || document.querySelector('[aria-label="Output"] [role="alert"]') !== null,
    null,
    { timeout: 600_000 },
  );
  const hugeOutcome = (
    await page.getByRole("region", { name: "Output", exact: true }).innerText()
  ).slice(0, 300);
  const hugeSeconds = round((performance.now() - hugeStarted) / 1000, 1);
  await clearPage(page);
  console.log(`50 MP: ${hugeSeconds} s: ${hugeOutcome.replace(/\n/g, " | ")}`);

  const photoRows = rows;
  const totalMegapixels = photoRows.reduce((sum, r) => sum + r.megapixels, 0);
  const cwebpSeconds = photoRows.reduce((sum, r) => sum + r.cwebpSeconds, 0);
  const pageSeconds = photoRows.reduce((sum, r) => sum + r.pageSeconds, 0);
  const throughput = {
    cwebpMegapixelsPerSecond: round(totalMegapixels / cwebpSeconds, 2),
    pageMegapixelsPerSecond: round(totalMegapixels / pageSeconds, 2),
  };
  throughput.ratio = round(
    throughput.pageMegapixelsPerSecond / throughput.cwebpMegapixelsPerSecond,
    2,
  );
  const sizeDifferences = rows.map((r) => r.sizeDifferencePercent);
  const psnrDifferences = rows.map((r) => r.psnrDifferenceDb);
  const targetsMet = {
    throughput: throughput.ratio >= TARGETS.throughputRatioAtLeast,
    size: sizeDifferences.every((d) => Math.abs(d) <= TARGETS.sizeWithinPercent),
    psnr: psnrDifferences.every((d) => d >= -TARGETS.psnrWithinDb),
    longestTask: longestTaskCpuMs <= TARGETS.longestTaskCpuMsAtMost,
  };
  result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      busyProcessesAdded: BUSY_PROCESSES,
      loadAverage: { before: round(loadBefore, 1), after: round(os.loadavg()[0], 1) },
    },
    cwebp: execFileSync("cwebp", ["-version"], { encoding: "utf8" }).trim(),
    pictures: rows.length,
    throughput,
    sizeDifferencePercent: {
      median: median(sizeDifferences),
      min: Math.min(...sizeDifferences),
      max: Math.max(...sizeDifferences),
    },
    psnrDifferenceDb: {
      median: median(psnrDifferences),
      min: Math.min(...psnrDifferences),
      max: Math.max(...psnrDifferences),
    },
    jpeg24mp: { longestTaskCpuMs, longestTaskMs },
    fiftyMegapixels: { seconds: hugeSeconds, outcome: hugeOutcome },
    batch: {
      photos: count,
      corrupt: 1,
      seconds: batchSeconds,
      countsSeen: progressSeen.size,
      failed: failedText,
      browserRssMb: { before: round(rssBefore), peak: round(peakRssMb) },
    },
    targets: TARGETS,
    targetsMet,
    rows,
    note: "Photos are fractal plasmas made by ImageMagick (no network here for real photos); screenshots are this site's pages in Chromium. Both sides encode one picture at a time, single-threaded: cwebp with its defaults (-q 75, method 4) and the page with its defaults (WebP, quality 75, Balanced = method 4). Times include reading and decoding the PNG. PSNR over RGB against the source, decoded by dwebp.",
  };
} finally {
  busy.stop();
  await browser.close();
  site.stop();
}
console.log(
  `\nthroughput: page ${result.throughput.pageMegapixelsPerSecond} MP/s, cwebp ${result.throughput.cwebpMegapixelsPerSecond} MP/s: ratio ${result.throughput.ratio} (target ≥ ${TARGETS.throughputRatioAtLeast})`,
);
console.log(
  `size vs cwebp: median ${result.sizeDifferencePercent.median} %, from ${result.sizeDifferencePercent.min} to ${result.sizeDifferencePercent.max} % (target within ±${TARGETS.sizeWithinPercent} %)`,
);
console.log(
  `PSNR vs cwebp: median ${result.psnrDifferenceDb.median} dB, from ${result.psnrDifferenceDb.min} to ${result.psnrDifferenceDb.max} dB (target no worse than ${TARGETS.psnrWithinDb} dB)`,
);
console.log(
  `load average ${result.machine.loadAverage.before} → ${result.machine.loadAverage.after} with ${BUSY_PROCESSES} busy processes; targets met: ${JSON.stringify(result.targetsMet)}`,
);
if (!QUICK) {
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "image-webp.json"),
    JSON.stringify(result, null, 2) + "\n",
  );
}
