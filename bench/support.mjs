// What the browser benchmarks share: Debian's Chromium with the e2e flags, the built site served
// like a real host (scripts/serve.mjs), and a record of the page's long tasks.
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(import.meta.dirname, "..");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Serves build/client on `port` (with serve.mjs's `extraArgs`); call stop() when done. */
export async function startSite(port, extraArgs = []) {
  const server = spawn(
    process.execPath,
    [path.join(ROOT, "scripts", "serve.mjs"), "--port", String(port), ...extraArgs],
    { stdio: "ignore" },
  );
  const base = `http://localhost:${port}`;
  try {
    await waitForServer(base + "/");
  } catch (error) {
    server.kill();
    throw error;
  }
  return { base, stop: () => server.kill() };
}

export function launchChromium() {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/**
 * A browser context whose pages record every long task (> 50 ms) of their main thread: its
 * duration in window.__longTasks, and its start, end and duration in window.__longTaskEntries.
 * Empty them (`window.__longTasks = []`) before a measurement.
 */
export async function contextRecordingLongTasks(browser, options = {}) {
  const context = await browser.newContext({ serviceWorkers: "block", ...options });
  await context.addInitScript(() => {
    window.__longTasks = [];
    window.__longTaskEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const end = entry.startTime + entry.duration;
        window.__longTasks.push(entry.duration);
        window.__longTaskEntries.push({ start: entry.startTime, end, duration: entry.duration });
      }
    }).observe({ type: "longtask", buffered: true });
  });
  return context;
}

/**
 * What a trace needs for the main thread's tasks (add "blink.user_timing" for performance marks).
 * "devtools" names the driver's commands, so that its own queries are not counted as the page's.
 */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "devtools",
];

/** The index of the task in `sorted` (by start) whose span holds the time `ts`, or -1. */
function taskAt(sorted, ts) {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const task = sorted[middle];
    if (ts < task.ts) high = middle - 1;
    else if (ts > task.ts + task.dur) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * The tasks of the pages' main threads (RunTask on CrRendererMain) in a Chromium trace, with their
 * start (ts), wall time (dur) and CPU time (tdur) in microseconds: other processes on a busy
 * machine stretch the wall time of a task, not its CPU time.
 * Left out: the tasks in which the test driver ran its own script (a Runtime command) and no event
 * reached the page. Playwright's waits run such a query every few milliseconds, and on a large page
 * one took 45 ms (role queries walk the whole document); a user's page never runs them. A driver
 * script that dispatches an event (a paste, a drop, a click) runs the page's handlers in its task,
 * and that task is kept.
 */
export function mainThreadTasks(traceBuffer) {
  const events = JSON.parse(traceBuffer.toString("utf8")).traceEvents;
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== "X" || e.name !== "RunTask") continue;
    const thread = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(e);
  }
  const driverQueries = new Set();
  const withPageEvents = new Set();
  for (const sorted of byThread.values()) sorted.sort((a, b) => a.ts - b.ts);
  for (const e of events) {
    const isQuery = e.name === "api_call" && /^Runtime\./.test(e.args?.method_name ?? "");
    if (!isQuery && e.name !== "EventDispatch") continue;
    const sorted = byThread.get(`${e.pid}:${e.tid}`);
    const at = sorted ? taskAt(sorted, e.ts) : -1;
    if (at < 0) continue;
    (isQuery ? driverQueries : withPageEvents).add(sorted[at]);
  }
  const tasks = [...byThread.values()]
    .flat()
    .filter((task) => !driverQueries.has(task) || withPageEvents.has(task));
  return { events, tasks };
}

/**
 * Other work on the machine, as a laptop with forty tabs has: `processes` node processes that each
 * keep one core busy (a tight loop with a pause of 1 ms every 50 ms, so the scheduler still moves
 * them). On this 2-core machine two of them raise the load average by about 2, to the 3.5 a busy
 * laptop shows once the benchmark's own browser runs. Call stop() when done.
 */
export function startBackgroundLoad(processes) {
  const loop =
    "const until = () => { const end = Date.now() + 50; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1); setTimeout(until, 1); }; until();";
  const children = Array.from({ length: processes }, () =>
    spawn(process.execPath, ["-e", loop], { stdio: "ignore" }),
  );
  return { processes, stop: () => children.forEach((child) => child.kill()) };
}

/** The `--busy <n>` option of a benchmark: how many busy processes run beside it (default 2). */
export function busyProcessesOption(fallback = 2) {
  const at = process.argv.indexOf("--busy");
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

/** The resident memory (MB) of the largest Chromium renderer process (the page with its workers). */
export function rendererMegabytes() {
  const lines = execFileSync("ps", ["-eo", "rss,args"], { encoding: "utf8" }).split("\n");
  return lines
    .filter((line) => line.includes("--type=renderer"))
    .map((line) => Number(line.trim().split(/\s+/)[0]) / 1024)
    .reduce((peak, megabytes) => Math.max(peak, megabytes), 0);
}

/**
 * Samples, while `page` works, the renderer's resident memory (every 100 ms) and the page's JS heap
 * (every 500 ms, Chromium's performance.memory). stop() gives the peaks and the heap at the end, in MB.
 */
export function sampleMemory(page) {
  const heapOf = () => page.evaluate(() => (performance.memory?.usedJSHeapSize ?? 0) / 1024 / 1024);
  const rendererBefore = rendererMegabytes();
  let rendererPeak = rendererBefore;
  let heapPeak = 0;
  const renderer = setInterval(() => {
    rendererPeak = Math.max(rendererPeak, rendererMegabytes());
  }, 100);
  const heap = setInterval(() => {
    heapOf()
      .then((megabytes) => (heapPeak = Math.max(heapPeak, megabytes)))
      .catch(() => {});
  }, 500);
  return {
    async stop() {
      clearInterval(renderer);
      clearInterval(heap);
      const heapAfter = await heapOf();
      return {
        rendererBefore: Math.round(rendererBefore),
        rendererPeak: Math.round(rendererPeak),
        heapPeak: Math.round(Math.max(heapPeak, heapAfter)),
        heapAfter: Math.round(heapAfter),
      };
    },
  };
}
