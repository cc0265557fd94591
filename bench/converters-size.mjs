// Large input through the real converter pages: a 10 MB JSON file on /json-to-xml-converter and a
// 50 MB CSV file on /csv-to-xml-converter (and /csv-to-json-converter). For each: time from
// choosing the file to the result being ready, the page's longest main-thread task (limit 200 ms),
// the progress steps shown, and a check of the downloaded result. Prints the figures and writes
// bench/results/converters-size.json.
// Usage: BUILD_DIR=build npx react-router build && node bench/converters-size.mjs [--runs 1] [--check]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, contextRecordingLongTasks, launchChromium, startSite } from "./support.mjs";

const PORT = 4431;
const LONG_TASK_LIMIT_MS = 200;
const at = process.argv.indexOf("--runs");
const RUNS = at >= 0 ? Number(process.argv[at + 1]) : 1;
const CHECK = process.argv.includes("--check");

/** Mulberry32, so the files are the same on every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ["Grace", "Tomás", "Mei", "Octavia", "Ada & Co", "<Lin>", "Zoë", "O'Neil"];

/** About `bytes` of JSON: records with strings, numbers, booleans, null, attributes and arrays. */
function jsonDocument(bytes) {
  const random = seeded(4);
  const pick = () => NAMES[Math.floor(random() * NAMES.length)];
  const parts = ['{"export":{"@version":"2","records":['];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    const record = JSON.stringify({
      "@id": `r${i}`,
      name: pick(),
      price: Number((random() * 1000).toFixed(2)),
      active: random() < 0.5,
      note: null,
      tags: [pick(), `t${i % 97}`],
      position: { x: random() * 180 - 90, y: random() * 360 - 180 },
      history: [{ at: "2026-01-02", ok: true }, { at: null }],
    });
    const piece = (i === 0 ? "" : ",\n") + record;
    parts.push(piece);
    size += piece.length;
  }
  parts.push("]}}");
  return parts.join("");
}

/** About `bytes` of CSV in the sample's columns, some fields quoted. */
function csvDocument(bytes) {
  const random = seeded(5);
  const rows = ["ID,Name,Category,Price,InStock"];
  let size = rows[0].length;
  for (let i = 1; size < bytes; i++) {
    const name = random() < 0.2 ? `"Desk Lamp, ""LED"" ${i}"` : `Product ${i}`;
    const row = `${i},${name},Category ${i % 13},${(random() * 500).toFixed(2)},${random() < 0.5}`;
    rows.push(row);
    size += row.length + 1;
  }
  return rows.join("\n") + "\n";
}

const outputPanel = (page) => page.getByRole("region", { name: "Output panel" });

/** Watches the status line and keeps every "Working… N %" it shows. */
async function recordProgress(page) {
  await page.evaluate(() => {
    window.__progress = [];
    const panel = document.querySelector('[aria-label="Output panel"]');
    new MutationObserver(() => {
      const match = /Working… (\d+) %/.exec(panel.textContent);
      if (match && window.__progress.at(-1) !== Number(match[1])) {
        window.__progress.push(Number(match[1]));
      }
    }).observe(panel, { subtree: true, childList: true, characterData: true });
  });
}

async function convertRun(context, base, route, file) {
  const page = await context.newPage();
  await page.goto(base + route);
  await page.locator("html[data-hydrated]").waitFor();
  await recordProgress(page);
  // Only tasks that start once the file is chosen count: one of the page's loading may be
  // reported late, after hydration.
  const chosenAt = await page.evaluate(() => performance.now());
  const started = performance.now();
  await page.setInputFiles("input[type=file]", file);
  await outputPanel(page)
    .getByText(/Output: [\d,]+ characters/)
    .waitFor({ timeout: 600_000 });
  const ms = performance.now() - started;
  // Let the page show the result (the preview's editor) before reading its long tasks.
  await page.waitForTimeout(1000);
  const tasks = await page.evaluate(
    (from) => window.__longTaskEntries.filter(([start]) => start >= from).map(([, ms]) => ms),
    chosenAt,
  );
  const progress = await page.evaluate(() => window.__progress);
  const downloading = page.waitForEvent("download");
  await outputPanel(page).getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  const saved = await download.path();
  const output = readFileSync(saved);
  await page.close();
  return {
    ms: Math.round(ms),
    longTasks: {
      count: tasks.length,
      longestMs: tasks.length ? Math.round(Math.max(...tasks)) : 0,
    },
    progressSteps: progress.length,
    downloadName: download.suggestedFilename(),
    output,
  };
}

const CASES = [
  {
    name: "JSON → XML, 10 MB",
    route: "/json-to-xml-converter",
    file: "records.json",
    make: () => jsonDocument(10_000_000),
    check: (text) => text.endsWith("</export>\n</root>\n") && text.includes('<records id="r0">'),
  },
  {
    name: "CSV → XML, 50 MB",
    route: "/csv-to-xml-converter",
    file: "products.csv",
    make: () => csvDocument(50_000_000),
    check: (text) => text.endsWith("</row>\n</root>\n") && text.includes("<Name>Product 2</Name>"),
  },
  {
    name: "CSV → JSON, 50 MB",
    route: "/csv-to-json-converter",
    file: "products.csv",
    make: () => csvDocument(50_000_000),
    check: (text) => JSON.parse(text).length > 500_000,
  },
];

const loadBefore = os.loadavg()[0];
const work = path.join(os.tmpdir(), `converters-bench-${process.pid}`);
mkdirSync(work, { recursive: true });
const site = await startSite(PORT);
const browser = await launchChromium();
const results = [];
try {
  for (const spec of CASES) {
    const file = path.join(work, spec.file);
    const input = spec.make();
    writeFileSync(file, input);
    const context = await contextRecordingLongTasks(browser, { acceptDownloads: true });
    // support.mjs keeps durations only; the start times tell conversion from page load.
    await context.addInitScript(() => {
      window.__longTaskEntries = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__longTaskEntries.push([entry.startTime, entry.duration]);
        }
      }).observe({ type: "longtask", buffered: true });
    });
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { output, ...run } = await convertRun(context, site.base, spec.route, file);
      run.outputMB = Number((output.length / 1e6).toFixed(1));
      run.resultChecked = spec.check(output.toString("utf8"));
      runs.push(run);
      console.log(
        `${spec.name}: ${run.ms} ms, longest main-thread task ${run.longTasks.longestMs} ms ` +
          `(${run.longTasks.count} over 50 ms), ${run.progressSteps} progress steps, ` +
          `${run.outputMB} MB out, result ${run.resultChecked ? "checked" : "WRONG"}`,
      );
    }
    await context.close();
    results.push({
      name: spec.name,
      route: spec.route,
      inputMB: Number((Buffer.byteLength(input) / 1e6).toFixed(1)),
      runs,
    });
  }
} finally {
  await browser.close();
  site.stop();
  rmSync(work, { recursive: true, force: true });
}

const longest = Math.max(...results.flatMap((r) => r.runs.map((run) => run.longTasks.longestMs)));
const pass =
  longest <= LONG_TASK_LIMIT_MS &&
  results.every((r) => r.runs.every((run) => run.resultChecked && run.progressSteps > 0));
const record = {
  what: "Large files through the built converter pages in Chromium (bench/converters-size.mjs)",
  measuredAt: new Date().toISOString().slice(0, 10),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  // Other work on the machine stretches main-thread tasks (and times): read the figures with it.
  loadAverage1m: { before: loadBefore, after: os.loadavg()[0] },
  longTaskLimitMs: LONG_TASK_LIMIT_MS,
  pass,
  cases: results,
};
const out = path.join(ROOT, "bench", "results", "converters-size.json");
writeFileSync(out, JSON.stringify(record, null, 2) + "\n");
console.log(`${pass ? "PASS" : "FAIL"}: longest main-thread task ${longest} ms; written ${out}`);
if (CHECK && !pass) process.exit(1);
