// A 1 MB input through each formatter and minifier page: the work runs in the page's worker, so the
// main thread must have no long task over 100 ms from Ctrl+Enter until the result is shown.
// bench/long-tasks-1mb.mjs covers every text tool, and opening the file too. Prints time and
// longest task per route and writes bench/results/formatters-1mb.json.
// Usage: npm run build && node bench/formatters-1mb.mjs [--port 4425] (BUILD_DIR picks another build)
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ROOT,
  TRACE_CATEGORIES,
  contextRecordingLongTasks,
  launchChromium,
  mainThreadTasks,
  startSite,
} from "./support.mjs";

const portAt = process.argv.indexOf("--port");
const PORT = portAt >= 0 ? Number(process.argv[portAt + 1]) : 4425;
const INPUT_BYTES = 1024 * 1024;
const LONG_TASK_LIMIT_MS = 100;

/** Lines of `line(i)` for i = 0, 1, 2… until `INPUT_BYTES` characters, all distinct. */
function repeatLines(line, prefix = "", suffix = "") {
  const parts = [prefix];
  let size = prefix.length + suffix.length;
  for (let i = 0; size < INPUT_BYTES; i++) {
    const next = line(i);
    parts.push(next);
    size += next.length;
  }
  parts.push(suffix);
  return parts.join("");
}

const html = repeatLines(
  (i) =>
    `<section id="s${i}" class="row"><h2>Title ${i}</h2><p>Hello <b>world</b> and <a href="/p/${i}">link ${i}</a></p>` +
    `<ul><li>one</li><li class="x">two</li></ul><table><tr><td>${i}</td><td>${i * 2}</td></tr></table></section>\n`,
  "<!DOCTYPE html><html><head><title>Bench</title></head><body>\n",
  "</body></html>\n",
);
const css = repeatLines(
  (i) =>
    `.card-${i} > h2, .nav-${i} li:hover { color: #ff0000; margin: 0px auto; padding: 1px 2px 1px 2px; background: url(i${i}.png) no-repeat; }\n` +
    `@media (max-width: ${300 + (i % 700)}px) { .card-${i} { display: none !important; } }\n`,
);
const javascript = repeatLines(
  (i) =>
    `function item${i}(a, b) { const list = [a, b, { x: ${i}, y: 'two' }]; if (a > b) { return list.map((v) => v * 2); }` +
    ` for (let k = 0; k < ${i % 10}; k++) { b += k; } return \`\${a}-\${b}-${i}\`; }\n`,
);
const sql = repeatLines(
  (i) =>
    `select o.id, c.name, count(*) as total from orders_${i % 50} o join customers c on o.cid = c.id ` +
    `where o.total > ${i} and c.country = 'FR' group by o.id, c.name order by total desc;\n`,
);

const ROUTES = [
  { path: "/html-formatter", input: html, file: "big.html" },
  { path: "/css-beautifier", input: css, file: "big.css" },
  { path: "/javascript-beautifier", input: javascript, file: "big.js" },
  { path: "/sql-formatter", input: sql, file: "big.sql" },
  { path: "/javascript-minifier", input: javascript, file: "big.js" },
  { path: "/css-minifier", input: css, file: "big.css" },
];

const round = (value) => Math.round(value);
const outputPanel = (page) => page.getByRole("region", { name: "Output panel" });

async function longTasks(page) {
  const tasks = await page.evaluate(() => window.__longTasks);
  return { count: tasks.length, longestMs: tasks.length ? round(Math.max(...tasks)) : 0 };
}

/** Loads the page, runs its sample once (the worker and its library load), then clears it. */
async function openWarmPage(context, base, route) {
  const page = await context.newPage();
  await page.goto(base + route.path);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Sample" }).click();
  await outputPanel(page)
    .getByText(/Output: [\d,]+ characters/)
    .waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: "Clear", exact: true }).first().click();
  return page;
}

/** The longest main-thread task in a Chromium trace: its wall time and its CPU time. */
function longestMainThreadTask(traceBuffer) {
  const { tasks } = mainThreadTasks(traceBuffer);
  const longest = (field) => round(Math.max(0, ...tasks.map((e) => (e[field] ?? 0) / 1000)));
  return { wallMs: longest("dur"), cpuMs: longest("tdur") };
}

async function measure(browser, context, base, route, dir) {
  const page = await openWarmPage(context, base, route);
  const file = path.join(dir, route.file);
  writeFileSync(file, route.input);
  await page.evaluate(() => (window.__longTasks = []));
  await page.setInputFiles("input[type=file]", file);
  await outputPanel(page).getByText("(Ctrl+Enter)").waitFor({ timeout: 60_000 });
  const loading = await longTasks(page);

  await page.evaluate(() => (window.__longTasks = []));
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const started = performance.now();
  await page.keyboard.press("Control+Enter");
  await outputPanel(page)
    .getByText(/· Output: [\d,]+ characters/)
    .waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - started) / 1000;
  // Let the result's own rendering (the editor taking the text) finish inside the window.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const running = await longTasks(page);
  const traced = longestMainThreadTask(await browser.stopTracing());
  const status = await outputPanel(page)
    .getByText(/· Output:/)
    .textContent();
  const alert = (await page.getByRole("alert").textContent()) ?? "";
  await page.close();
  return {
    path: route.path,
    inputBytes: Buffer.byteLength(route.input),
    seconds: +seconds.toFixed(2),
    outputChars: Number(/Output: ([\d,]+)/.exec(status)[1].replace(/,/g, "")),
    error: alert || null,
    longTasks: running.count,
    longestTaskMs: running.longestMs,
    longestTaskCpuMs: traced.cpuMs,
    longestTaskLoadingInputMs: loading.longestMs,
    met: !alert && running.longestMs <= LONG_TASK_LIMIT_MS,
    metOnCpuTime: !alert && traced.cpuMs <= LONG_TASK_LIMIT_MS,
  };
}

const dir = path.join(os.tmpdir(), `formatters-bench-${process.pid}`);
mkdirSync(dir, { recursive: true });
let site;
let browser;
try {
  const loadBefore = os.loadavg()[0];
  site = await startSite(PORT);
  browser = await launchChromium();
  const context = await contextRecordingLongTasks(browser);
  const routes = [];
  for (const route of ROUTES) {
    const result = await measure(browser, context, site.base, route, dir);
    routes.push(result);
    console.log(
      `${result.path.padEnd(24)} ${result.seconds.toFixed(2).padStart(7)} s  longest task ${String(result.longestTaskMs).padStart(4)} ms` +
        ` (CPU ${result.longestTaskCpuMs} ms; ${result.longTasks} long tasks)` +
        `  output ${result.outputChars.toLocaleString("en-US")} chars${result.error ? `  ERROR ${result.error}` : ""}`,
    );
  }
  const met = routes.every((route) => route.met);
  const metOnCpuTime = routes.every((route) => route.metOnCpuTime);
  console.log(`every route within ${LONG_TASK_LIMIT_MS} ms: ${met} (in CPU time: ${metOnCpuTime})`);
  const result = {
    measuredAt: new Date().toISOString(),
    // Other processes competing for the CPUs stretch main-thread tasks: record how busy it was.
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverage1mBefore: +loadBefore.toFixed(1),
      loadAverage1mAfter: +os.loadavg()[0].toFixed(1),
    },
    longTaskLimitMs: LONG_TASK_LIMIT_MS,
    routes,
    met,
    metOnCpuTime,
    note: "Each page is warmed with its Sample first (the worker and its library are loaded), then a 1 MiB file is opened and Ctrl+Enter pressed; seconds and long tasks run from Ctrl+Enter until the output status shows the result. longestTaskMs is the Long Tasks API's wall time (the requirement); longestTaskCpuMs is the CPU time of the longest main-thread task in a Chromium trace of the same window, which other processes cannot stretch. longestTaskLoadingInputMs is opening the file (the editor taking 1 MB), for information.",
  };
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "formatters-1mb.json"),
    JSON.stringify(result, null, 2) + "\n",
  );
} finally {
  await browser?.close();
  site?.stop();
  rmSync(dir, { recursive: true, force: true });
}
