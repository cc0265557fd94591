// Bundle budget: the gzipped JavaScript each page loads before any interaction, measured in
// Debian's Chromium against the built site. Prints a table, writes bench/results/bundle-size.json,
// and with --check exits 1 when a page is over its budget.
// Usage: npm run build && node bench/bundle-size.mjs [--check] [--out FILE --with-scripts]
// --with-scripts lists each page's script files too (for bench/bundle-growth.mjs, which compares
// two builds module by module); --out writes the results there instead of bench/results.
// The browser suite checks the same budgets (bench/bundle-budget.mjs) in each page's contract visit.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { BUDGET_KIB, gzippedBytes, kib, pageKind } from "./bundle-budget.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client");
const PORT = Number(process.env.BENCH_PORT ?? 4391); // parallel builds measure on separate ports
const WITH_SCRIPTS = process.argv.includes("--with-scripts");
const outAt = process.argv.indexOf("--out");
const OUT =
  outAt > 0
    ? path.resolve(process.argv[outAt + 1])
    : path.join(ROOT, "bench", "results", "bundle-size.json");
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Pages come from the sitemap the build wrote from the catalogue. */
function sitePaths() {
  const xml = readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

async function waitForServer(url) {
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

const server = spawn(
  process.execPath,
  [path.join(ROOT, "scripts", "serve.mjs"), "--port", String(PORT)],
  { stdio: "ignore" },
);
const base = `http://localhost:${PORT}`;
try {
  await waitForServer(base + "/");
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? "/usr/lib/chromium/chromium-headless-shell",
    args: CHROMIUM_ARGS,
  });
  /** The page's scripts, in a context of its own: nothing comes from an earlier page's cache. */
  async function measure(pagePath) {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const scripts = new Set();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(base + pagePath);
    // Hydrated first: the app's scripts start from an inline loader, and on a busy machine the
    // network was idle before it ran (a page once measured 1 script of its 20).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300); // anything scheduled right after load counts too
    await context.close();
    const gz = [...scripts].reduce((sum, p) => sum + gzippedBytes(CLIENT, p), 0);
    const kind = pageKind(pagePath, { served: pagePath !== "/no-such-page" });
    return {
      path: pagePath,
      kind,
      scripts: scripts.size,
      gzipKiB: kib(gz),
      budgetKiB: BUDGET_KIB[kind],
      ...(WITH_SCRIPTS ? { scriptPaths: [...scripts].sort() } : {}),
    };
  }
  // Three pages at a time: most of a page's time here is the network's idle wait, not CPU.
  const queue = [...sitePaths(), "/no-such-page"];
  const rows = new Array(queue.length);
  let next = 0;
  const measureNext = async () => {
    while (next < queue.length) {
      const index = next++;
      rows[index] = await measure(queue[index]);
    }
  };
  await Promise.all([measureNext(), measureNext(), measureNext()]);
  await browser.close();

  const over = rows.filter((r) => r.gzipKiB > r.budgetKiB);
  console.log(
    "page".padEnd(34) +
      "kind".padEnd(10) +
      "files".padStart(6) +
      "gz KiB".padStart(9) +
      "budget".padStart(8),
  );
  for (const r of rows) {
    console.log(
      r.path.padEnd(34) +
        r.kind.padEnd(10) +
        String(r.scripts).padStart(6) +
        r.gzipKiB.toFixed(1).padStart(9) +
        String(r.budgetKiB).padStart(8) +
        (r.gzipKiB > r.budgetKiB ? "  OVER" : ""),
    );
  }
  const max = (kind) => Math.max(...rows.filter((r) => r.kind === kind).map((r) => r.gzipKiB));
  console.log(
    `\nhome ${max("home")} KiB gz; largest category page ${max("category")}; largest tool page ${max("tool")}`,
  );
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    JSON.stringify(
      { measuredAt: new Date().toISOString(), budgetsKiB: BUDGET_KIB, pages: rows },
      null,
      2,
    ) + "\n",
  );
  if (process.argv.includes("--check") && over.length) {
    console.error(`\n${over.length} page(s) over budget: ${over.map((r) => r.path).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  server.kill();
}
