// Opening a 1 MB file in each text tool and showing its result: the page's main thread must have no
// task over 100 ms (the page would not answer the user meanwhile) while the file is put in the
// Input, nor while the result is put in the Output. Records the longest task of each phase per tool
// and input shape (one line, as minified files are, and ordinary lines) in
// bench/results/long-tasks-1mb.json.
// Usage: BUILD_DIR=build npx react-router build && node bench/long-tasks-1mb.mjs
//          [--port 4452] [--only /css-beautifier,/base64-encoder-decoder] [--rounds 1]
// With --only, the results of those tools replace their recorded ones; the others are kept.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const PORT = Number(option("--port", 4452));
const ROUNDS = Number(option("--rounds", 1));
const ONLY = option("--only", "").split(",").filter(Boolean);
const LONG_TASK_LIMIT_MS = 100;
/** The page counts as settled after this long without a new long task. */
const QUIET_MS = 1500;

const INPUT_CHARS = 1024 * 1024;

/** `record(i)` for i = 0, 1, 2… joined by `separator` until INPUT_CHARS characters. */
function records(record, separator, prefix = "", suffix = "") {
  const parts = [];
  let size = prefix.length + suffix.length;
  for (let i = 0; size < INPUT_CHARS; i++) {
    const next = record(i);
    parts.push(next);
    size += next.length + separator.length;
  }
  return prefix + parts.join(separator) + suffix;
}

/** Generated 1 MiB inputs by kind; "one-line" joins what "lines" puts on separate lines. */
const INPUTS = {
  xml: (shape) =>
    records(
      (i) =>
        `<item id="${i}" kind="k${i % 7}"><name>Item ${i} &amp; co</name><price currency="EUR">${(i * 1.25).toFixed(2)}</price>` +
        `<tags><tag>a${i % 13}</tag><tag>b</tag></tags><!-- note ${i} --></item>`,
      shape === "lines" ? "\n" : "",
      '<?xml version="1.0"?><catalog>',
      "</catalog>",
    ),
  html: (shape) =>
    records(
      (i) =>
        `<section id="s${i}" class="row"><h2>Title ${i}</h2><p>Hello <b>world</b> and <a href="/p/${i}">link ${i}</a></p>` +
        `<ul><li>one</li><li class="x">two</li></ul></section>`,
      shape === "lines" ? "\n" : "",
      "<!DOCTYPE html><html><head><title>Bench</title></head><body>",
      "</body></html>",
    ),
  css: (shape) =>
    records(
      (i) =>
        `.card-${i} > h2, .nav-${i} li:hover { color: #ff0000; margin: 0px auto; padding: 1px 2px 1px 2px; }` +
        ` @media (max-width: ${300 + (i % 700)}px) { .card-${i} { display: none; } }`,
      shape === "lines" ? "\n" : "",
    ),
  javascript: (shape) =>
    records(
      (i) =>
        `function item${i}(a, b) { const list = [a, b, { x: ${i}, y: 'two' }]; if (a > b) { return list.map((v) => v * 2); }` +
        ` for (let k = 0; k < ${i % 10}; k++) { b += k; } return a + b; }`,
      shape === "lines" ? "\n" : "",
    ),
  sql: (shape) =>
    records(
      (i) =>
        `select o.id, c.name, count(*) as total from orders_${i % 50} o join customers c on o.cid = c.id ` +
        `where o.total > ${i} and c.country = 'FR' group by o.id, c.name order by total desc;`,
      shape === "lines" ? "\n" : " ",
    ),
  json: (shape) =>
    records(
      (i) =>
        shape === "lines"
          ? `  {\n    "id": ${i},\n    "name": "item ${i}",\n    "price": ${(i * 1.5).toFixed(2)},\n    "tags": ["a", "b${i % 9}"],\n    "ok": ${i % 2 === 0}\n  }`
          : `{"id":${i},"name":"item ${i}","price":${(i * 1.5).toFixed(2)},"tags":["a","b${i % 9}"],"ok":${i % 2 === 0}}`,
      shape === "lines" ? ",\n" : ",",
      shape === "lines" ? "[\n" : "[",
      shape === "lines" ? "\n]" : "]",
    ),
  csv: () =>
    records(
      (i) => `${i},Item ${i},${(i * 1.5).toFixed(2)},"a, b",${i % 2 === 0}`,
      "\n",
      "id,name,price,tags,ok\n",
    ),
  markdown: () =>
    records(
      (i) =>
        `## Section ${i}\n\nSome *emphasis* and **strong** text with a [link](https://example.com/${i}) and \`code\`.\n\n- one\n- two\n`,
      "\n",
    ),
  text: (shape) =>
    records(
      (i) => `Line ${i}: café & <b>"quoted"</b> 50% off? a/b=c ✓ tab\there`,
      shape === "lines" ? "\n" : " ",
    ),
};

/** Every text tool whose main input accepts a file, by family, with the shapes its input is tried in. */
const TOOLS = [
  { family: "formatter", path: "/xml-beautifier", input: "xml", shapes: ["one-line", "lines"] },
  { family: "formatter", path: "/html-formatter", input: "html", shapes: ["one-line", "lines"] },
  { family: "formatter", path: "/css-beautifier", input: "css", shapes: ["one-line", "lines"] },
  {
    family: "formatter",
    path: "/javascript-beautifier",
    input: "javascript",
    shapes: ["one-line", "lines"],
  },
  { family: "formatter", path: "/sql-formatter", input: "sql", shapes: ["one-line"] },
  { family: "formatter", path: "/json-formatter", input: "json", shapes: ["one-line"] },
  { family: "minifier", path: "/javascript-minifier", input: "javascript", shapes: ["lines"] },
  { family: "minifier", path: "/css-minifier", input: "css", shapes: ["lines"] },
  {
    family: "converter",
    path: "/json-to-yaml-converter",
    input: "json",
    shapes: ["one-line", "lines"],
  },
  { family: "converter", path: "/json-to-xml-converter", input: "json", shapes: ["one-line"] },
  { family: "converter", path: "/csv-to-json-converter", input: "csv", shapes: ["lines"] },
  { family: "converter", path: "/csv-to-xml-converter", input: "csv", shapes: ["lines"] },
  { family: "converter", path: "/markdown-to-html", input: "markdown", shapes: ["lines"] },
  { family: "converter", path: "/html-to-markdown", input: "html", shapes: ["lines"] },
  { family: "converter", path: "/xsd-generator", input: "xml", shapes: ["lines"] },
  { family: "encoder", path: "/base64-encoder-decoder", input: "text", shapes: ["lines"] },
  { family: "encoder", path: "/url-encoder-decoder", input: "text", shapes: ["lines"] },
  { family: "encoder", path: "/text-escaper", input: "text", shapes: ["lines"] },
  { family: "encoder", path: "/string-utilities", input: "text", shapes: ["one-line", "lines"] },
];
const EXTENSIONS = { javascript: "js", markdown: "md", text: "txt" };
const toolOrder = (toolPath) => TOOLS.findIndex((tool) => tool.path === toolPath);
const RESULTS_FILE = path.join(ROOT, "bench", "results", "long-tasks-1mb.json");

const outputPanel = (page) => page.getByRole("region", { name: "Output panel" });

/**
 * Records, in the page, the moment the Output panel first says how long the result is: the task
 * that puts the result on screen runs across that moment, so later tasks belong to the output.
 */
function watchForOutput() {
  window.__outputShownAt = null;
  const observer = new MutationObserver(() => {
    const panel = document.querySelector('[aria-label="Output panel"]');
    if (panel && /Output: [1-9][\d,]* (characters|bytes)/.test(panel.textContent ?? "")) {
      window.__outputShownAt = performance.now();
      performance.mark("output-shown");
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** Waits until no long task has started for QUIET_MS (and at least that long). */
async function settle(page) {
  for (let waited = 0; waited < 30_000; waited += 250) {
    const quiet = await page.evaluate((quietMs) => {
      const tasks = window.__longTaskEntries;
      const last = tasks.length ? tasks[tasks.length - 1].end : 0;
      return performance.now() - Math.max(last, window.__phaseStart) > quietMs;
    }, QUIET_MS);
    if (quiet) return;
    await page.waitForTimeout(250);
  }
}

/**
 * The CPU time of the longest main-thread task before and after the result was shown, from a
 * Chromium trace: unlike wall time, other processes on a busy machine cannot stretch it.
 */
function cpuTimesByPhase(traceBuffer) {
  const { events, tasks } = mainThreadTasks(traceBuffer);
  const shownAt = events.find((e) => e.name === "output-shown")?.ts ?? Infinity;
  const longest = { input: 0, output: 0 };
  for (const e of tasks) {
    const phase = e.ts + (e.dur ?? 0) < shownAt ? "input" : "output";
    longest[phase] = Math.max(longest[phase], (e.tdur ?? 0) / 1000);
  }
  return { input: Math.round(longest.input), output: Math.round(longest.output) };
}

async function measure(browser, context, base, tool, shape, file) {
  const page = await context.newPage();
  await page.goto(base + tool.path);
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => (window.__phaseStart = performance.now()));
  await settle(page);
  await page.evaluate(watchForOutput);
  await page.evaluate(() => {
    window.__longTaskEntries = [];
    window.__phaseStart = performance.now();
  });
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, "blink.user_timing"] });
  const started = performance.now();
  await page.setInputFiles("input[type=file]", file);
  // Either the result comes by itself (a file is converted at once), or the page asks for the run.
  const waiting = outputPanel(page).getByText("(Ctrl+Enter)");
  const shown = outputPanel(page).getByText(/Output: [1-9][\d,]* (characters|bytes)/);
  await waiting.or(shown).first().waitFor({ timeout: 60_000 });
  if (await waiting.isVisible()) {
    await settle(page);
    await page.keyboard.press("Control+Enter");
  }
  await shown.waitFor({ timeout: 300_000 });
  const seconds = (performance.now() - started) / 1000;
  await settle(page);
  const { tasks, shownAt } = await page.evaluate(() => ({
    tasks: window.__longTaskEntries,
    shownAt: window.__outputShownAt,
  }));
  const cpu = cpuTimesByPhase(await browser.stopTracing());
  const alert = (await page.getByRole("alert").allTextContents()).join(" ").trim();
  await page.close();
  const longest = (list) => Math.round(Math.max(0, ...list.map((task) => task.duration)));
  const input = tasks.filter((task) => task.end < shownAt);
  const output = tasks.filter((task) => task.end >= shownAt);
  return {
    path: tool.path,
    family: tool.family,
    shape,
    seconds: +seconds.toFixed(2),
    error: alert || null,
    longestInputTaskMs: longest(input),
    longestOutputTaskMs: longest(output),
    longestInputTaskCpuMs: cpu.input,
    longestOutputTaskCpuMs: cpu.output,
    longTasks: tasks.map((task) => Math.round(task.duration)),
  };
}

const dir = path.join(os.tmpdir(), `long-tasks-bench-${process.pid}`);
mkdirSync(dir, { recursive: true });
let site;
let browser;
try {
  const loadBefore = os.loadavg()[0];
  site = await startSite(PORT);
  browser = await launchChromium();
  const context = await contextRecordingLongTasks(browser, { acceptDownloads: true });
  const results = [];
  for (const tool of TOOLS) {
    if (ONLY.length && !ONLY.includes(tool.path)) continue;
    for (const shape of tool.shapes) {
      const file = path.join(dir, `${shape}.${EXTENSIONS[tool.input] ?? tool.input}`);
      writeFileSync(file, INPUTS[tool.input](shape));
      for (let round = 0; round < ROUNDS; round++) {
        const result = await measure(browser, context, site.base, tool, shape, file);
        results.push(result);
        console.log(
          `${tool.path.padEnd(28)} ${shape.padEnd(9)} input ${String(result.longestInputTaskMs).padStart(5)} ms` +
            `  output ${String(result.longestOutputTaskMs).padStart(5)} ms  (${result.seconds} s)` +
            `  CPU ${result.longestInputTaskCpuMs} / ${result.longestOutputTaskCpuMs} ms` +
            (result.error ? `  ERROR ${result.error}` : ""),
        );
      }
    }
  }
  const within = (result) =>
    !result.error &&
    result.longestInputTaskMs <= LONG_TASK_LIMIT_MS &&
    result.longestOutputTaskMs <= LONG_TASK_LIMIT_MS;
  console.log(`every tool measured within ${LONG_TASK_LIMIT_MS} ms: ${results.every(within)}`);
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    loadAverage1mBefore: +loadBefore.toFixed(1),
    loadAverage1mAfter: +os.loadavg()[0].toFixed(1),
  };
  const measuredAt = new Date().toISOString();
  // --only measures some tools again: their results replace the recorded ones, with their own
  // date and machine load; the other tools' results stay as they were.
  const recorded = ONLY.length === 0 ? [] : JSON.parse(readFileSync(RESULTS_FILE, "utf8")).results;
  const remeasured = results.map((r) => (ONLY.length ? { ...r, measuredAt, machine } : r));
  const all = [...recorded.filter((r) => !ONLY.includes(r.path)), ...remeasured].sort(
    (a, b) => toolOrder(a.path) - toolOrder(b.path),
  );
  const met = all.every(within);
  const record = {
    measuredAt,
    machine,
    longTaskLimitMs: LONG_TASK_LIMIT_MS,
    results: all,
    met,
    over: all.filter((result) => !within(result)).map((r) => `${r.path} ${r.shape}`),
    note: "A fresh page per measurement; a generated 1 MiB file is chosen with the Open file input, then Ctrl+Enter is pressed if the page asks for it. longestInputTaskMs: the longest main-thread task (Long Tasks API, wall time) from choosing the file until the result is on screen; longestOutputTaskMs: from the task that shows the result until the page is quiet. Shapes: 'one-line' is the whole input on one line (minified code), 'lines' is ordinary lines. Other processes on a busy machine stretch wall times: see the load average. A result with its own measuredAt and machine was measured again later with --only.",
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify(record, null, 2) + "\n");
} finally {
  await browser?.close();
  site?.stop();
  rmSync(dir, { recursive: true, force: true });
}
