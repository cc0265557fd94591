// What the browser benchmarks share: Debian's Chromium with the e2e flags, the built site served
// like a real host (scripts/serve.mjs), and a record of the page's long tasks.
import { spawn } from "node:child_process";
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

/** Serves build/client on `port`; call stop() when done. */
export async function startSite(port) {
  const server = spawn(
    process.execPath,
    [path.join(ROOT, "scripts", "serve.mjs"), "--port", String(port)],
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
 * A browser context whose pages record the duration of every long task (> 50 ms) of their main
 * thread in window.__longTasks; empty it with `window.__longTasks = []` before a measurement.
 */
export async function contextRecordingLongTasks(browser, options = {}) {
  const context = await browser.newContext({ serviceWorkers: "block", ...options });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  return context;
}
