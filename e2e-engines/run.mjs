// The cross-engine suite: every catalogue page, each live tool's main task, the codecs, and what
// moves between tools (share links, favourites, Open in…: flow-tasks.mjs), in Firefox ESR and
// WebKitGTK (Debian's packages), the two engines side by side. Chromium runs the same main tasks
// in the Playwright suite. Needs a build (npm run build). Writes reports/engines.json and exits
// non-zero when a test failed.
// Usage: node e2e-engines/run.mjs [--engines firefox,webkit] [--pages /,/json-formatter]
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSite } from "../bench/support.mjs";
import { slowdownFromEnvironment } from "../scripts/machine-speed.mjs";
import { openFirefox, openWebKit } from "./drivers.mjs";
import {
  CODEC_TASKS,
  ENCODERS_MISSING,
  MAIN_TASKS,
  checkCodecNamedMissing,
  checkMainTask,
  checkPageLoads,
} from "./main-tasks.mjs";
import { FLOW_TASKS } from "./flow-tasks.mjs";
import { MARKET_DATA_ANSWERS } from "./market-data.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const engines = option("engines", "firefox,webkit").split(",");
const PORT = Number(process.env.ENGINES_PORT ?? 4471);
const WEBDRIVER_PORT = PORT + 1;
/**
 * A test that takes longer has hung (a driver that stopped answering): it fails, the rest go on. The
 * limit grows with the machine's slowdown as `npm test` measured it (scripts/test-all.mjs).
 */
const TEST_TIMEOUT_MS = Math.round(90_000 * slowdownFromEnvironment());

const client = path.join(ROOT, process.env.BUILD_DIR ?? "build", "client");
const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
const pages =
  option("pages", null)?.split(",") ??
  [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

/** With --pages, only those pages' tasks run too. */
const chosen = (task) => option("pages", null) === null || pages.includes(task.path);

/** An X display for WebKitGTK, which has no headless mode: the one there is, or an Xvfb of ours. */
function startDisplay() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop() {} };
  const display = `:${90 + (process.pid % 9)}`;
  const xvfb = spawn("Xvfb", [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: "ignore",
  });
  return { display, stop: () => xvfb.kill() };
}

function withTimeout(promise, ms) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function runEngine(name, base, display) {
  const results = [];
  let session = null;
  const open = () =>
    name === "firefox" ? openFirefox() : openWebKit(WEBDRIVER_PORT, display.display);
  // A page with a main task is loaded, hydrated and checked for errors and CSP violations by that
  // task's first step (checkMainTask calls checkPageLoads), so it needs no visit of its own.
  const withMainTask = new Set(MAIN_TASKS.map((task) => task.path));
  const tests = [
    ...pages
      .filter((pagePath) => !withMainTask.has(pagePath))
      .map((pagePath) => ({
        name: `${pagePath} loads and hydrates, no error, no CSP violation`,
        check: () => checkPageLoads(session, base, pagePath),
      })),
    ...MAIN_TASKS.filter(chosen)
      .filter((task) => task.onlyIn?.includes(name) ?? true)
      .map((task) => ({
        name: `${task.path}: loads and hydrates, no error, no CSP violation; ${task.name ?? "its main task"}`,
        check: () => checkMainTask(session, base, task),
      })),
    ...FLOW_TASKS.filter(chosen).map((task) => ({
      name: `${task.path}: ${task.name}`,
      check: () => task.check(session, base),
    })),
    ...CODEC_TASKS.filter(chosen).map((task) => {
      const missing = ENCODERS_MISSING[name]?.[task.codec];
      return missing
        ? {
            name: `${task.path}: ${task.codec} skipped (${missing}); the page names it missing`,
            skipped: true,
            check: () => checkCodecNamedMissing(session, base, task),
          }
        : {
            name: `${task.path}: converts to ${task.label}, checked by ffprobe`,
            check: () => checkMainTask(session, base, task),
          };
    }),
  ];
  const attempt = async (test) => {
    try {
      session ??= await withTimeout(open(), TEST_TIMEOUT_MS);
      return await withTimeout(test.check(), TEST_TIMEOUT_MS);
    } catch (error) {
      // A session that failed may be stuck: the next attempt starts a fresh browser.
      await session?.close().catch(() => {});
      session = null;
      return String(error?.message ?? error);
    }
  };
  for (const test of tests) {
    const started = Date.now();
    const firstProblem = await attempt(test);
    // As the Chromium suite does in CI: a failed test runs once more, in a fresh browser (what the
    // first one kept, its storage or a stuck worker, does not decide the second), and passing then
    // is reported as flaky, never hidden.
    if (firstProblem) {
      await session?.close().catch(() => {});
      session = null;
    }
    const problem = firstProblem && (await attempt(test));
    const result = { engine: name, test: test.name, ok: !problem, ms: Date.now() - started };
    if (test.skipped) result.skipped = true;
    if (problem)
      result.problem = firstProblem === problem ? problem : `${firstProblem}; again: ${problem}`;
    else if (firstProblem) result.flaky = firstProblem;
    results.push(result);
    const mark = problem ? "✗" : firstProblem ? "✓ (flaky)" : "✓";
    console.log(
      `[${name}] ${mark} ${test.name}${problem || firstProblem ? `: ${problem || firstProblem}` : ""}`,
    );
  }
  await session?.close().catch(() => {});
  return results;
}

if (!existsSync(path.join(client, "index.html"))) {
  console.error(`No build in ${client}: run npm run build first.`);
  process.exit(1);
}
// Every page gets the probe first (it records what the drivers cannot read; probe.js), with the
// market-data sources' recorded answers before it.
const injected = path.join(os.tmpdir(), `engines-probe-${process.pid}.js`);
writeFileSync(
  injected,
  `window.__marketDataAnswers = ${JSON.stringify(MARKET_DATA_ANSWERS)};\n` +
    readFileSync(path.join(import.meta.dirname, "probe.js"), "utf8"),
);
const site = await startSite(PORT, ["--dir", client, "--inject-script", injected]);
const display = engines.includes("webkit") ? startDisplay() : null;
const started = Date.now();
let results;
try {
  const { base } = site;
  // The engines run side by side: each is mostly waiting on its own browser.
  results = (await Promise.all(engines.map((engine) => runEngine(engine, base, display)))).flat();
} finally {
  site.stop();
  display?.stop();
}
const failed = results.filter((result) => !result.ok);
const summary = {
  passed: results.length - failed.length,
  failed: failed.length,
  flaky: results.filter((result) => result.flaky).length,
  skipped: results.filter((result) => result.skipped).length,
  seconds: Math.round((Date.now() - started) / 1000),
};
mkdirSync(path.join(ROOT, "reports"), { recursive: true });
writeFileSync(
  path.join(ROOT, "reports", "engines.json"),
  JSON.stringify({ ...summary, engines, results }, null, 2) + "\n",
);
console.log(
  `cross-engine (${engines.join(", ")}): ${summary.passed} passed (${summary.skipped} of them codec skips that check the page names the codec missing), ${summary.failed} failed in ${summary.seconds} s`,
);
process.exit(failed.length ? 1 : 0);
