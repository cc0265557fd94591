// SHA-256 of a 1 GB file through the real /message-digester page (issue 6 "Speed"): compares the
// page's throughput with `sha256sum` on the same file in the same run, samples the page's JS heap
// and records long tasks. Prints the numbers and writes bench/results/sha256-file.json.
// Usage: npm run build && node bench/sha256-file.mjs [--megabytes 1024]
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, contextRecordingLongTasks, launchChromium, startSite } from "./support.mjs";

const PORT = 4395;
const megabytesArg = process.argv.indexOf("--megabytes");
const MEGABYTES = megabytesArg >= 0 ? Number(process.argv[megabytesArg + 1]) : 1024;
const BYTES = MEGABYTES * 1024 * 1024;
const TARGET_RATIO = 0.8;
const HEAP_LIMIT_MB = 200;
const LONG_TASK_LIMIT_MS = 200;
/**
 * Rounds of (sha256sum, page) in turn. Both sides vary by up to a third between runs on this shared
 * machine, so each side's median over the rounds is compared rather than a single pair.
 */
const ROUNDS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Random-ish bytes: one random megabyte, varied per block so no two blocks are equal. */
async function writeTestFile(file) {
  const block = randomBytes(1 << 20);
  const out = createWriteStream(file);
  for (let i = 0; i < MEGABYTES; i++) {
    block.writeUInt32LE(i, 0);
    if (!out.write(block)) await new Promise((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise((resolve, reject) => {
    out.on("error", reject);
    out.end(() => resolve());
  });
}

/** `sha256sum` of the file: its digest and seconds (the file is in the page cache for both). */
function timeSha256sum(file) {
  const started = performance.now();
  const digest = execFileSync("sha256sum", [file], { encoding: "utf8" }).split(/\s+/)[0];
  return { digest, seconds: (performance.now() - started) / 1000 };
}

const mbPerSecond = (seconds) => BYTES / 1e6 / seconds;

const file = path.join(os.tmpdir(), `sha256-bench-${process.pid}.bin`);
let site;
let browser;
try {
  await writeTestFile(file);
  timeSha256sum(file); // warm the page cache, so both sides read from memory

  site = await startSite(PORT);
  const base = site.base;
  browser = await launchChromium();
  const context = await contextRecordingLongTasks(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await page.goto(base + "/message-digester");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Algorithm").selectOption("sha256");
  await page.getByLabel("Output format").selectOption("hex");
  const output = page.getByLabel("Output", { exact: true });
  // A small hash first loads the worker and hash-wasm, so the timing is of hashing only; it also
  // resets the page between rounds.
  async function warmUp() {
    await page.setInputFiles("input[type=file]", {
      name: "warm-up.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("abc"),
    });
    await page.waitForFunction(() => {
      const card = document.querySelector('[aria-label="Chosen file"]')?.textContent ?? "";
      return card.includes("warm-up.txt") && card.includes("Hashed.");
    });
  }
  await warmUp();
  await page.evaluate(() => (window.__longTasks = []));

  const heapSamples = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { metrics } = await cdp.send("Performance.getMetrics");
      const used = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
      heapSamples.push(used / 1e6);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

  const nativeRuns = [];
  const pageRuns = [];
  let native;
  for (let round = 0; round < ROUNDS; round++) {
    native = timeSha256sum(file);
    nativeRuns.push(native.seconds);
    if (round > 0) await warmUp();
    const started = performance.now();
    await page.setInputFiles("input[type=file]", file);
    await page.waitForFunction(
      (name) => {
        const card = document.querySelector('[aria-label="Chosen file"]')?.textContent ?? "";
        return card.includes(name) && card.includes("Hashed.");
      },
      path.basename(file),
      { timeout: 600_000, polling: 50 },
    );
    pageRuns.push((performance.now() - started) / 1000);
  }
  const nativeSeconds = median(nativeRuns);
  const pageSeconds = median(pageRuns);
  sampling = false;
  await sampler;
  // The Output is a textarea until CodeMirror loads; either way its text is the digest.
  const pageDigest = await output.evaluate((element) =>
    (element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? "")).trim(),
  );
  const longTasks = await page.evaluate(() => window.__longTasks);

  const nativeMBps = mbPerSecond(nativeSeconds);
  const pageMBps = mbPerSecond(pageSeconds);
  const ratio = pageMBps / nativeMBps;
  const heapMaxMB = Math.max(...heapSamples);
  const longestTaskMs = longTasks.length ? Math.max(...longTasks) : 0;
  const result = {
    measuredAt: new Date().toISOString(),
    fileBytes: BYTES,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
    rounds: ROUNDS,
    sha256sum: {
      seconds: +nativeSeconds.toFixed(3),
      megabytesPerSecond: +nativeMBps.toFixed(1),
      runsSeconds: nativeRuns.map((t) => +t.toFixed(3)),
    },
    page: {
      seconds: +pageSeconds.toFixed(3),
      megabytesPerSecond: +pageMBps.toFixed(1),
      runsSeconds: pageRuns.map((t) => +t.toFixed(3)),
      digestMatches: pageDigest === native.digest,
      jsHeapUsedMaxMB: +heapMaxMB.toFixed(1),
      heapSamples: heapSamples.length,
      longTasks: longTasks.length,
      longestTaskMs: +longestTaskMs.toFixed(0),
    },
    ratio: +ratio.toFixed(3),
    targets: {
      ratio: TARGET_RATIO,
      heapUnderMB: HEAP_LIMIT_MB,
      longTaskUnderMs: LONG_TASK_LIMIT_MS,
      met:
        ratio >= TARGET_RATIO &&
        heapMaxMB < HEAP_LIMIT_MB &&
        longestTaskMs <= LONG_TASK_LIMIT_MS &&
        pageDigest === native.digest,
    },
    note: "MB = 10^6 bytes. Medians of the rounds; the page time runs from setInputFiles to the digest shown; the file is in the page cache for both. The JS heap is the page's main thread (CDP Performance.getMetrics); the worker's heap is not in it.",
  };
  console.log(`file: ${MEGABYTES} MiB`);
  const runs = (list) => list.map((t) => t.toFixed(2)).join(", ");
  console.log(
    `sha256sum: ${nativeSeconds.toFixed(2)} s median, ${nativeMBps.toFixed(0)} MB/s (runs: ${runs(nativeRuns)} s)`,
  );
  console.log(
    `page:      ${pageSeconds.toFixed(2)} s median, ${pageMBps.toFixed(0)} MB/s (runs: ${runs(pageRuns)} s)`,
  );
  console.log(`ratio:     ${(ratio * 100).toFixed(1)} % (target ${TARGET_RATIO * 100} %)`);
  console.log(`digest matches sha256sum: ${result.page.digestMatches}`);
  console.log(`page JS heap max: ${heapMaxMB.toFixed(1)} MB over ${heapSamples.length} samples`);
  console.log(`long tasks: ${longTasks.length}, longest ${longestTaskMs.toFixed(0)} ms`);
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "sha256-file.json"),
    JSON.stringify(result, null, 2) + "\n",
  );
} finally {
  await browser?.close();
  site?.stop();
  rmSync(file, { force: true });
}
