// Where a page's load spends the main thread, measured in CPU time so that a busy machine cannot
// stretch it (Lighthouse's TBT is wall time: on this shared 2-core machine other jobs inflate it
// several-fold). For each page: a phone-sized viewport, a Chromium trace of the first seconds, and
//   - the main thread's CPU time and its longest task;
//   - an estimate of mobile Lighthouse's Total Blocking Time: Σ max(0, 4 × task CPU − 50 ms), as
//     Lighthouse's simulation slows every task 4× (a proxy, not Lighthouse's number);
//   - with --functions, the JavaScript functions by sampled time (build with PROFILE=1 for names).
//   - with --tasks, each task over 12.5 ms of CPU (50 ms at 4×): when, its style/layout/paint
//     time and the functions sampled in it.
// Usage: npm run build && node bench/page-load-cpu.mjs [--runs 3] [--pages /,/cron-tools] [--functions]
//        [--tasks [--over 12.5]]
// Results (median of the runs per page) go to bench/results/page-load-cpu.json when all pages ran.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, launchChromium, startSite } from "./support.mjs";

const PORT = 4394;
const WATCH_MS = 6000;
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "toplevel",
  "disabled-by-default-v8.cpu_profiler",
];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

function sitePaths() {
  const client = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
  const xml = readFileSync(path.join(client, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The page's renderer main thread: other renderers (Chromium's own UI pages) are left out. */
function pageMainThread(events, origin) {
  const pids = new Set(
    events
      .filter((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(origin))
      .map((e) => e.pid),
  );
  const main = events.find(
    (e) => e.name === "thread_name" && e.args.name === "CrRendererMain" && pids.has(e.pid),
  );
  return main ? { pid: main.pid, tid: main.tid } : null;
}

/**
 * Sampled time per JavaScript function on that thread, from the trace's CPU profile; with `window`
 * ([start, end] in trace microseconds), only the samples taken inside it.
 */
function functionTimes(events, thread, window = null) {
  const profiles = new Map(
    events
      .filter((e) => e.name === "Profile" && e.pid === thread.pid && e.tid === thread.tid)
      .map((e) => [e.id, e.args?.data?.startTime ?? 0]),
  );
  const frames = new Map();
  const microseconds = new Map();
  const clock = new Map(profiles);
  for (const e of events) {
    if (e.name !== "ProfileChunk" || e.pid !== thread.pid || !profiles.has(e.id)) continue;
    const profile = e.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) frames.set(`${e.id}:${node.id}`, node.callFrame);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((sample, i) => {
      const at = clock.get(e.id) + (deltas[i] ?? 0);
      clock.set(e.id, at);
      if (window && (at < window[0] || at > window[1])) return;
      const key = `${e.id}:${sample}`;
      microseconds.set(key, (microseconds.get(key) ?? 0) + (deltas[i] ?? 0));
    });
  }
  const byName = new Map();
  for (const [key, us] of microseconds) {
    const frame = frames.get(key);
    if (!frame || /^\((idle|program|root)\)$/.test(frame.functionName)) continue;
    const name = `${frame.functionName || "(anonymous)"} ${(frame.url || "").split("/").pop()}`;
    byName.set(name, (byName.get(name) ?? 0) + us / 1000);
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, window ? 6 : 15);
}

/**
 * --tasks lists tasks above this CPU time: by default 12.5 ms (4 × 12.5 = 50 ms, where blocking time
 * starts); `--over 5` also shows the shorter ones that a busy machine's wall clock stretches past it.
 */
const BLOCKING_CPU_MS = Number(option("over", "12.5"));

/** For --tasks: each blocking task's start, CPU time, rendering work and functions. */
function blockingTasks(events, thread, tasks) {
  const first = Math.min(...tasks.map((t) => t.ts));
  const rendering = new Set(["ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "PrePaint"]);
  return tasks
    .filter((t) => (t.tdur ?? 0) / 1000 > BLOCKING_CPU_MS)
    .map((task) => {
      const end = task.ts + task.dur;
      const work = new Map();
      for (const e of events) {
        if (e.ph !== "X" || e.pid !== thread.pid || e.tid !== thread.tid) continue;
        if (!rendering.has(e.name) || e.ts < task.ts || e.ts > end) continue;
        work.set(e.name, (work.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      }
      return {
        startMs: Math.round((task.ts - first) / 1000),
        cpuMs: +((task.tdur ?? 0) / 1000).toFixed(1),
        rendering: [...work].map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", "),
        functions: functionTimes(events, thread, [task.ts, end]),
      };
    });
}

async function measure(browser, url, withFunctions) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  const events = JSON.parse((await browser.stopTracing()).toString("utf8")).traceEvents;
  await context.close();
  const thread = pageMainThread(events, new URL(url).origin);
  if (!thread) throw new Error(`no main thread found for ${url}`);
  const tasks = events.filter(
    (e) => e.ph === "X" && e.name === "RunTask" && e.pid === thread.pid && e.tid === thread.tid,
  );
  const cpuMs = tasks.map((t) => (t.tdur ?? 0) / 1000);
  return {
    cpuMs: Math.round(cpuMs.reduce((a, b) => a + b, 0)),
    longestTaskCpuMs: +Math.max(0, ...cpuMs).toFixed(1),
    estimatedTbtMs: Math.round(cpuMs.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0)),
    functions: withFunctions ? functionTimes(events, thread) : undefined,
    blocking: withTasks ? blockingTasks(events, thread, tasks) : undefined,
  };
}

const runs = Number(option("runs", "3"));
const only = option("pages", "");
const withFunctions = process.argv.includes("--functions");
const withTasks = process.argv.includes("--tasks");
const pages = only ? only.split(",") : sitePaths();
const site = await startSite(PORT);
const browser = await launchChromium();
const rows = [];
try {
  for (const pagePath of pages) {
    const results = [];
    for (let i = 0; i < runs; i++)
      results.push(await measure(browser, site.base + pagePath, withFunctions));
    const row = {
      path: pagePath,
      cpuMs: median(results.map((r) => r.cpuMs)),
      longestTaskCpuMs: median(results.map((r) => r.longestTaskCpuMs)),
      estimatedTbtMs: median(results.map((r) => r.estimatedTbtMs)),
      estimatedTbtRuns: results.map((r) => r.estimatedTbtMs),
    };
    rows.push(row);
    console.log(
      `${pagePath.padEnd(30)} CPU ${String(row.cpuMs).padStart(5)} ms  longest ${String(row.longestTaskCpuMs).padStart(5)} ms` +
        `  est. TBT ${String(row.estimatedTbtMs).padStart(4)} ms (${row.estimatedTbtRuns.join("/")})`,
    );
    if (withFunctions)
      for (const [name, ms] of results[0].functions)
        console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    if (withTasks)
      for (const task of results[0].blocking) {
        console.log(`  task at ${task.startMs} ms: CPU ${task.cpuMs} ms; ${task.rendering}`);
        for (const [name, ms] of task.functions)
          console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
      }
  }
} finally {
  await browser.close();
  site.stop();
}

const summary = {
  maxEstimatedTbtMs: Math.max(...rows.map((r) => r.estimatedTbtMs)),
  medianEstimatedTbtMs: median(rows.map((r) => r.estimatedTbtMs)),
  maxLongestTaskCpuMs: Math.max(...rows.map((r) => r.longestTaskCpuMs)),
};
console.log("\n" + JSON.stringify(summary));
if (!only) {
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "page-load-cpu.json"),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        loadAverage: os.loadavg()[0],
        runsPerPage: runs,
        note: "Main-thread CPU time in the first 6 s of loading each page (412×823 mobile viewport, no throttling). estimatedTbtMs = Σ max(0, 4 × task CPU − 50): a proxy of mobile Lighthouse's TBT that other processes cannot inflate.",
        summary,
        pages: rows,
      },
      null,
      2,
    ) + "\n",
  );
}
