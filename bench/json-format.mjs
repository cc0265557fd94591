// Formatting a 20 MB JSON file through the real /json-formatter page (issue 3 "Big input is
// first-class"): compares the time until the formatted output is ready (Download enabled) with
// node's JSON.stringify(JSON.parse(x), null, 2) on the same file in the same run, records the
// page's long tasks, then opens the tree view on the same document and scrolls it.
// Prints the figures and writes bench/results/json-format.json.
// Usage: npm run build && node bench/json-format.mjs [--megabytes 20] [--runs 3]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, contextRecordingLongTasks, launchChromium, startSite } from "./support.mjs";

const PORT = 4427;
const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const MEGABYTES = argument("--megabytes", 20);
const RUNS = argument("--runs", 3);
const TARGET_RATIO = 2;
const LONG_TASK_LIMIT_MS = 200;

/** A value in [0, 1) that depends only on `i` and `salt` (a multiplicative hash), so every run writes the same document. */
const spread = (i, salt) => (Math.imul(i + salt * 7919, 2654435761) >>> 0) / 4294967296;

// String contents as JSON literals: escapes, accents, CJK, an emoji (a surrogate pair).
const WORDS = [
  '"plain words"',
  '"café au lait"',
  '"naïve façade"',
  '"日本語のテキスト"',
  '"emoji 😀 here"',
  '"say \\"hi\\""',
  '"tab\\tand\\nnewline"',
  '"\\u00e9t\\u00e9"',
  '"path\\/to\\/file"',
  '"back\\\\slash"',
];

/** A deterministic document of about `bytes` characters: records with mixed values, one per line. */
function generateDocument(bytes) {
  let draws = 0;
  const random = () => spread(draws++, 20);
  const word = () => WORDS[Math.floor(random() * WORDS.length)];
  const parts = ['{"generated":"json-format bench","records":[\n'];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    const record =
      `{"id":${i},"serial":${17478252242305210114n + BigInt(i)},"price":${(random() * 1000).toFixed(2)},` +
      `"ratio":1.10,"mass":6.02e23,"delta":-${Math.floor(random() * 1e6)},"name":${word()},` +
      `"active":${random() < 0.5},"note":null,"tags":[${word()},${word()},"t${i % 97}"],` +
      `"position":{"x":${(random() * 180 - 90).toFixed(6)},"y":${(random() * 360 - 180).toFixed(6)}},` +
      `"history":[{"at":"2026-01-${String((i % 28) + 1).padStart(2, "0")}","ok":true},{"at":null,"ok":false}],` +
      `"empty":{},"none":[]}`;
    const line = (i === 0 ? "" : ",\n") + record;
    parts.push(line);
    size += line.length;
  }
  parts.push("\n]}");
  return parts.join("");
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value);

/** One timing of node's parse and stringify, and the length of what it wrote. */
function timeNode(text) {
  const started = performance.now();
  const output = JSON.stringify(JSON.parse(text), null, 2);
  return { ms: performance.now() - started, outputChars: output.length };
}

const outputPanel = (page) => page.getByRole("region", { name: "Output panel" });

/** Opens the page fresh and loads the worker and editor code with the sample, so runs time work only. */
async function openWarmPage(context, base) {
  const page = await context.newPage();
  await page.goto(base + "/json-formatter");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("tab", { name: "Text" }).click();
  await page.getByRole("button", { name: "Load sample" }).click();
  await outputPanel(page).getByText("Valid JSON").waitFor();
  await page.getByRole("button", { name: "Clear" }).first().click();
  await outputPanel(page).getByText("Valid JSON").waitFor({ state: "detached" });
  await page.evaluate(() => (window.__longTasks = []));
  return page;
}

async function longTasks(page) {
  const tasks = await page.evaluate(() => window.__longTasks);
  return { count: tasks.length, longestMs: tasks.length ? round(Math.max(...tasks)) : 0 };
}

/** Time from choosing the file to the formatted output being ready with Download enabled. */
async function formatRun(context, base, file) {
  const page = await openWarmPage(context, base);
  const started = performance.now();
  await page.setInputFiles("input[type=file]", file);
  await outputPanel(page).getByText("Valid JSON").waitFor({ timeout: 120_000 });
  await outputPanel(page).getByRole("button", { name: "Download" }).waitFor();
  const ms = performance.now() - started;
  const tasks = await longTasks(page);
  return { page, ms, tasks };
}

/** Downloads the result and checks it is the whole formatted document. */
async function checkDownload(page, input) {
  const downloading = page.waitForEvent("download");
  await outputPanel(page).getByRole("button", { name: "Download" }).click();
  const saved = readFileSync(await (await downloading).path(), "utf8");
  const sameData =
    JSON.stringify(JSON.parse(saved)) === JSON.stringify(JSON.parse(input)) &&
    saved.includes('"serial": 17478252242305210114') &&
    saved.includes('"ratio": 1.10');
  return { chars: saved.length, sameDataAndExactNumbers: sameData };
}

/** Opens the Tree view, waits for its first rows, then expands everything and scrolls through. */
async function treeRun(page) {
  await page.evaluate(() => (window.__longTasks = []));
  const started = performance.now();
  await page.getByRole("tab", { name: "Tree" }).click();
  await page.getByRole("treeitem").first().waitFor({ timeout: 120_000 });
  const firstRowsMs = performance.now() - started;
  await page.getByRole("button", { name: "Expand all" }).click();
  await page.getByRole("treeitem", { name: /^id:\s*0$/ }).waitFor();
  const rows = await page.evaluate(() => {
    // Frame gaps while the tree scrolls from top to bottom in 60 steps.
    const tree = document.querySelector('[role="tree"]');
    return new Promise((resolve) => {
      let step = 0;
      let last = performance.now();
      let longestFrame = 0;
      const tick = (now) => {
        longestFrame = Math.max(longestFrame, now - last);
        last = now;
        if (step > 60) {
          resolve({
            longestFrameMs: longestFrame,
            rendered: tree.querySelectorAll("[role=treeitem]").length,
          });
          return;
        }
        tree.scrollTop = (tree.scrollHeight - tree.clientHeight) * (step / 60);
        step++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  });
  const tasks = await longTasks(page);
  return {
    firstRowsMs: round(firstRowsMs),
    longestFrameWhileScrollingMs: round(rows.longestFrameMs),
    rowsInDom: rows.rendered,
    longTasks: tasks.count,
    longestTaskMs: tasks.longestMs,
  };
}

const file = path.join(os.tmpdir(), `json-format-bench-${process.pid}.json`);
let site;
let browser;
try {
  const text = generateDocument(MEGABYTES * 1024 * 1024);
  writeFileSync(file, text);
  const fileBytes = Buffer.byteLength(text);
  const loadBefore = os.loadavg()[0];
  site = await startSite(PORT);
  browser = await launchChromium();
  const context = await contextRecordingLongTasks(browser, { acceptDownloads: true });
  // Node and the page take turns, so both meet the same load on this shared machine.
  const node = { times: [], outputChars: timeNode(text).outputChars }; // the first run warms up
  const runs = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    node.times.push(timeNode(text).ms);
    await last?.page.close();
    last = await formatRun(context, site.base, file);
    runs.push({
      ms: round(last.ms),
      longTasks: last.tasks.count,
      longestTaskMs: last.tasks.longestMs,
    });
  }
  const nodeMs = median(node.times);
  const pageMs = median(runs.map((run) => run.ms));
  const longestTaskMs = Math.max(...runs.map((run) => run.longestTaskMs));
  const download = await checkDownload(last.page, text);
  const tree = await treeRun(last.page);
  const ratio = pageMs / nodeMs;

  const result = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageBefore: +loadBefore.toFixed(1),
      loadAverageAfter: +os.loadavg()[0].toFixed(1),
    },
    file: { bytes: fileBytes, chars: text.length },
    nodeMs: round(nodeMs),
    nodeRunsMs: node.times.map(round),
    pageMs: round(pageMs),
    pageRuns: runs,
    ratio: +ratio.toFixed(2),
    longestTaskMs,
    download: { ...download, nodeOutputChars: node.outputChars },
    tree,
    targets: {
      ratioAtMost: TARGET_RATIO,
      longTaskAtMostMs: LONG_TASK_LIMIT_MS,
      met:
        ratio <= TARGET_RATIO &&
        longestTaskMs <= LONG_TASK_LIMIT_MS &&
        tree.longestTaskMs <= LONG_TASK_LIMIT_MS &&
        download.sameDataAndExactNumbers,
    },
    note: "Medians of the runs; node and the page take turns, so both meet the same load. nodeMs: JSON.stringify(JSON.parse(x), null, 2) in this node process. pageMs: from setInputFiles to the Output panel saying Valid JSON with Download enabled, on a page whose worker and editor code were loaded by a first small run. Long tasks are the page's main thread (the worker's are not counted). The download is longer than node's output because numbers and escapes are kept as written.",
  };

  console.log(
    `file: ${(fileBytes / 1e6).toFixed(1)} MB, ${text.length.toLocaleString("en-US")} characters`,
  );
  console.log(
    `node JSON.stringify(JSON.parse(x), null, 2): ${round(nodeMs)} ms (runs ${node.times.map(round).join(", ")})`,
  );
  console.log(
    `page, file chosen → output ready:         ${round(pageMs)} ms (runs ${runs.map((r) => r.ms).join(", ")})`,
  );
  console.log(`ratio page / node: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO})`);
  console.log(
    `longest main-thread task while formatting: ${longestTaskMs} ms (target ≤ ${LONG_TASK_LIMIT_MS})`,
  );
  console.log(
    `download: ${download.chars.toLocaleString("en-US")} characters, same data and exact numbers: ${download.sameDataAndExactNumbers}`,
  );
  console.log(
    `tree: first rows after ${tree.firstRowsMs} ms; expanded and scrolled top to bottom: longest frame ${tree.longestFrameWhileScrollingMs} ms, ${tree.rowsInDom} rows in the DOM, longest task ${tree.longestTaskMs} ms`,
  );
  console.log(
    `load average: ${result.machine.loadAverageBefore} before, ${result.machine.loadAverageAfter} after`,
  );
  console.log(`targets met: ${result.targets.met}`);
  mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench", "results", "json-format.json"),
    JSON.stringify(result, null, 2) + "\n",
  );
} finally {
  await browser?.close();
  site?.stop();
  rmSync(file, { force: true });
}
