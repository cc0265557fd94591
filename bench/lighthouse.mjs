// Mobile Lighthouse on every page of the built site: default mobile settings (simulated throttling,
// 4× CPU), Debian's Chromium, the site served like a real host. Each page runs `--runs` times
// (default 5: Lighthouse's variability guide finds that the median of five runs about halves the
// spread of one; on this 2-core machine one page's TBT ranged 4–102 ms over three runs), in rounds
// over all pages; the run with the median performance score is kept.
// Prints a table with the minimum, median and worst page, and writes bench/results/lighthouse.json.
// Lighthouse is run with `npx -y lighthouse@12.8.2` (kept out of package.json: ../shared/TOOLCHAIN.md).
// The two market-data pages get the e2e recordings from a local HTTPS server standing in for their
// sources (bench/market-data-server.mjs): this machine has no internet, and a failed request is not
// what a user sees. `--market-data offline` measures them without it.
// Usage: npm run build && node bench/lighthouse.mjs [--runs 5] [--pages /,/json-formatter]
//        [--market-data offline] [--busy 2]
// `--busy n` runs n processes that keep a core busy each beside it (default 0: Lighthouse's
// simulated TBT is observed wall time × 4, so the quiet run is the reference; see docs/decisions.md).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startMarketDataServer } from "./market-data-server.mjs";
import {
  CHROMIUM_ARGS,
  ROOT,
  busyProcessesOption,
  startBackgroundLoad,
  startSite,
} from "./support.mjs";

const run = promisify(execFile);
const PORT = 4393;
const LIGHTHOUSE = "lighthouse@12.8.2";
const TARGETS = { performance: 95, medianPerformance: 98, tbtMs: 100, cls: 0.02, other: 100 };

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

/** Pages come from the sitemap the build wrote from the catalogue. */
function sitePaths() {
  const client = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
  const xml = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Lighthouse splits --chrome-flags at spaces outside quotes: a value with spaces is quoted. */
const quotedFlag = (flag) => (flag.includes(" ") ? flag.replace("=", '="') + '"' : flag);

async function lighthouseOnce(url, outDir, extraChromiumFlags) {
  const out = path.join(outDir, "report.json");
  await run(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=--headless=new ${[...CHROMIUM_ARGS, ...extraChromiumFlags].map(quotedFlag).join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: +metric("cumulative-layout-shift").toFixed(3),
    runtimeError: report.runtimeError?.message,
    // Where the blocking time comes from: the longest tasks (simulated, 4× CPU) and their source.
    longTasks: (report.audits["long-tasks"]?.details?.items ?? []).slice(0, 5).map((task) => ({
      ms: Math.round(task.duration),
      source: String(task.url).split("/").pop() || "page",
    })),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const runs = Number(option("runs", "5"));
const only = option("pages", "");
const pages = only ? only.split(",") : sitePaths();
const offline = option("market-data", "served") === "offline";
const marketData = offline ? null : await startMarketDataServer(PORT + 1);
const busyProcesses = busyProcessesOption(0);
const busy = startBackgroundLoad(busyProcesses);
const loadBefore = loadavg()[0];
const site = await startSite(PORT);
const workDir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const rows = [];
const resultsOf = new Map(pages.map((pagePath) => [pagePath, []]));
try {
  // In rounds over every page, not one page's runs back to back: this shared machine has busy
  // spells lasting minutes, which fell on all the runs of whichever pages were measured then (one
  // page's five runs: 185/40/267/567/155 ms TBT, its near twin's: 8/30/75/3/48).
  for (let round = 1; round <= runs; round++) {
    for (const pagePath of pages) {
      const result = await lighthouseOnce(
        site.base + pagePath,
        workDir,
        marketData?.chromiumFlags ?? [],
      );
      resultsOf.get(pagePath).push(result);
      console.log(
        `round ${round}/${runs} ${pagePath.padEnd(30)} perf ${result.performance} TBT ${result.tbtMs}`,
      );
    }
  }
  console.log("");
  for (const pagePath of pages) {
    const results = resultsOf.get(pagePath);
    const middle = median(results.map((r) => r.performance));
    const kept = results.find((r) => r.performance === middle);
    // TBT swings run to run on this 2-core machine (the same build: 19 and 137 ms), so the target
    // is checked on its own median of the runs, not on the TBT of the median-score run.
    const tbtRuns = results.map((r) => r.tbtMs);
    rows.push({
      path: pagePath,
      ...kept,
      performanceRuns: results.map((r) => r.performance),
      tbtMsRuns: tbtRuns,
      tbtMsMedian: median(tbtRuns),
    });
    const r = rows.at(-1);
    console.log(
      `${pagePath.padEnd(30)} perf ${String(r.performance).padStart(3)} (${r.performanceRuns.join("/")})` +
        `  a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}` +
        `  FCP ${r.fcpMs} LCP ${r.lcpMs} TBT ${r.tbtMs} (median ${r.tbtMsMedian} of ${r.tbtMsRuns.join("/")}) CLS ${r.cls}`,
    );
  }
} finally {
  site.stop();
  busy.stop();
  marketData?.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const performances = rows.map((r) => r.performance);
const worst = rows.reduce((a, b) => (b.performance < a.performance ? b : a));
const summary = {
  minimumPerformance: Math.min(...performances),
  medianPerformance: median(performances),
  worstPage: worst.path,
  maxTbtMs: Math.max(...rows.map((r) => r.tbtMs)),
  maxMedianTbtMs: Math.max(...rows.map((r) => r.tbtMsMedian)),
  maxCls: Math.max(...rows.map((r) => r.cls)),
  minAccessibility: Math.min(...rows.map((r) => r.accessibility)),
  minBestPractices: Math.min(...rows.map((r) => r.bestPractices)),
  minSeo: Math.min(...rows.map((r) => r.seo)),
};
const loadAverage = { before: +loadBefore.toFixed(1), after: +loadavg()[0].toFixed(1) };
console.log("\n" + JSON.stringify(summary, null, 2));
console.log(
  `load average (1 min): ${loadAverage.before} before, ${loadAverage.after} after (${busyProcesses} busy processes added)`,
);
const missed = [
  summary.minimumPerformance < TARGETS.performance &&
    `a page under performance ${TARGETS.performance}`,
  summary.medianPerformance < TARGETS.medianPerformance &&
    `median under ${TARGETS.medianPerformance}`,
  summary.maxMedianTbtMs > TARGETS.tbtMs && `a page's median TBT over ${TARGETS.tbtMs} ms`,
  summary.maxCls > TARGETS.cls && `CLS over ${TARGETS.cls}`,
  Math.min(summary.minAccessibility, summary.minBestPractices, summary.minSeo) < TARGETS.other &&
    "accessibility, best practices or SEO under 100",
].filter(Boolean);
console.log(missed.length ? `Targets missed: ${missed.join("; ")}` : "All targets met.");

if (!only) {
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "lighthouse.json"),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouse: LIGHTHOUSE,
        runsPerPage: runs,
        busyProcessesAdded: busyProcesses,
        loadAverage,
        marketData: offline
          ? "offline: the market-data requests fail"
          : "recorded answers (e2e/market-data-fixtures.ts) served by a local HTTPS server",
        targets: TARGETS,
        summary,
        pages: rows,
      },
      null,
      2,
    ) + "\n",
  );
}
