// Comparing two 10 MB files through the real /text-diff page, against GNU `diff -u` on the same
// files in the same run: what the user waits for, from pressing Compare to the summary shown
// (measured in the page), the longest main-thread task's CPU time meanwhile, and the downloaded
// .diff applied by GNU `patch` to the original, which must give the changed file byte for byte.
// Prints the figures and writes bench/results/text-diff.json.
// Runs beside `--busy` processes that keep a core busy each (default 2: a laptop with forty tabs).
// Usage: npm run build && node bench/text-diff.mjs [--lines 160000] [--runs 3] [--port 4429]
//        [--busy 2]; DEBUG_TASKS=1 prints what ran in the longest main-thread task.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const LINES = argument("--lines", 160_000);
const RUNS = argument("--runs", 3);
const PORT = argument("--port", 4429);
const BUSY_PROCESSES = busyProcessesOption();
/** A task's CPU time limit: half the 100 ms, so it holds with half a core for the page. */
const LONG_TASK_CPU_LIMIT_MS = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Two texts of `lines` lines (about 10 MB for 160,000), one line in a thousand changed. */
function texts(lines) {
  const line = (i) => `line ${i} of a long log, with some words to compare ${i % 97}\n`;
  const all = Array.from({ length: lines }, (_, i) => line(i));
  return {
    original: all.join(""),
    changed: all.map((text, i) => (i % 1000 === 500 ? `changed ${text}` : text)).join(""),
  };
}

/** GNU diff -u on the two files (exit status 1 means "they differ"), timed. */
function timeGnuDiff(originalFile, changedFile) {
  const started = performance.now();
  try {
    execFileSync("diff", ["-u", originalFile, changedFile], { maxBuffer: 1 << 28 });
  } catch (error) {
    if (error.status !== 1) throw error;
  }
  return performance.now() - started;
}

/** Loads both files into a fresh page, presses Compare and times, in the page, until the summary shows. */
async function pageRun(browser, context, base, files, expectedSummary) {
  const page = await context.newPage();
  await page.goto(base + "/text-diff");
  await page.locator("html[data-hydrated]").waitFor();
  for (const [side, file] of files)
    await page.setInputFiles(`section[aria-label="${side} panel"] input[type=file]`, file);
  const compare = page.getByRole("button", { name: "Compare", exact: true });
  await page.getByText(/Too large to compare as you type/).waitFor();
  await page.evaluate((summary) => {
    window.__shown = new Promise((resolve) => {
      const button = [...document.querySelectorAll("button")].find(
        (b) => b.textContent?.trim() === "Compare",
      );
      button.addEventListener(
        "click",
        () => {
          const clickedAt = performance.now();
          const tick = () => {
            const panel = document.querySelector('[aria-label="Output panel"]');
            if (panel?.textContent?.includes(summary)) resolve(performance.now() - clickedAt);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { capture: true, once: true },
      );
    });
  }, expectedSummary);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await compare.click();
  const ms = await page.evaluate(() => window.__shown);
  const { tasks, events } = mainThreadTasks(await browser.stopTracing());
  const longestCpuMs = Math.round(Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)));
  if (process.env.DEBUG_TASKS) {
    const longest = tasks.reduce((a, b) => ((a.tdur ?? 0) > (b.tdur ?? 0) ? a : b));
    const inside = events.filter(
      (e) =>
        e.ph === "X" &&
        e.pid === longest.pid &&
        e.tid === longest.tid &&
        e.ts >= longest.ts &&
        e.ts + (e.dur ?? 0) <= longest.ts + longest.dur &&
        (e.dur ?? 0) > 3000,
    );
    for (const e of inside)
      console.log(
        Math.round(e.dur / 1000),
        e.name,
        JSON.stringify(e.args?.data ?? {}).slice(0, 160),
      );
  }
  return { page, ms, longestCpuMs };
}

const work = mkdtempSync(path.join(os.tmpdir(), "text-diff-bench-"));
let site;
let busy;
try {
  const { original, changed } = texts(LINES);
  const originalFile = path.join(work, "before.log");
  const changedFile = path.join(work, "after.log");
  writeFileSync(originalFile, original);
  writeFileSync(changedFile, changed);
  const changedLines = Math.ceil((LINES - 500) / 1000);
  const summary = `${changedLines.toLocaleString("en-US")} lines removed, ${changedLines.toLocaleString("en-US")} lines added`;

  busy = startBackgroundLoad(BUSY_PROCESSES);
  site = await startSite(PORT);
  const browser = await launchChromium();
  const loadBefore = os.loadavg()[0];
  const rounds = [];
  let patchExact = null;
  for (let run = 0; run < RUNS; run++) {
    const before = timeGnuDiff(originalFile, changedFile);
    const context = await contextRecordingLongTasks(browser, { acceptDownloads: true });
    const { page, ms, longestCpuMs } = await pageRun(
      browser,
      context,
      site.base,
      [
        ["Original", originalFile],
        ["Changed", changedFile],
      ],
      summary,
    );
    if (patchExact === null) {
      const downloading = page.waitForEvent("download");
      await page
        .locator('[aria-label="Output panel"]')
        .getByRole("button", { name: "Download" })
        .click();
      const patchFile = await (await downloading).path();
      const patched = path.join(work, "patched.log");
      execFileSync("patch", ["-s", "-o", patched, originalFile, patchFile]);
      patchExact = readFileSync(patched).equals(Buffer.from(changed));
    }
    await context.close();
    const after = timeGnuDiff(originalFile, changedFile);
    const gnuMs = (before + after) / 2;
    rounds.push({ pageMs: Math.round(ms), gnuDiffMs: Math.round(gnuMs), longestCpuMs });
    console.log(
      `run ${run + 1}: page ${Math.round(ms)} ms, diff -u ${Math.round(gnuMs)} ms (${(ms / gnuMs).toFixed(1)}×), longest main-thread task ${longestCpuMs} ms CPU`,
    );
  }
  await browser.close();
  const result = {
    what: "two 10 MB files compared on /text-diff (Compare to summary shown) against GNU diff -u",
    measuredAt: new Date().toISOString(),
    machine: { cores: os.cpus().length, busyProcesses: BUSY_PROCESSES },
    loadAverageBefore: +loadBefore.toFixed(1),
    loadAverageAfter: +os.loadavg()[0].toFixed(1),
    megabytes: +(original.length / 1024 / 1024).toFixed(1),
    lines: LINES,
    rounds,
    medianPageMs: median(rounds.map((r) => r.pageMs)),
    medianGnuDiffMs: median(rounds.map((r) => r.gnuDiffMs)),
    longestCpuMs: Math.max(...rounds.map((r) => r.longestCpuMs)),
    longTaskCpuLimitMs: LONG_TASK_CPU_LIMIT_MS,
    patchGivesChangedExactly: patchExact,
  };
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "text-diff.json"),
    JSON.stringify(result, null, 2) + "\n",
  );
  console.log(
    `median: page ${result.medianPageMs} ms, diff -u ${result.medianGnuDiffMs} ms; longest task ${result.longestCpuMs} ms CPU (limit ${LONG_TASK_CPU_LIMIT_MS}); patch exact: ${patchExact}; load ${result.loadAverageBefore} → ${result.loadAverageAfter}`,
  );
  if (!patchExact || result.longestCpuMs > LONG_TASK_CPU_LIMIT_MS) process.exitCode = 1;
} finally {
  site?.stop();
  busy?.stop();
  rmSync(work, { recursive: true, force: true });
}
