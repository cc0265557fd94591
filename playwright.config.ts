import { defineConfig } from "@playwright/test";

// Browser tests run against the built static site served like a real static host (scripts/serve.mjs),
// in Debian's Chromium: Playwright never downloads a browser here (DEVELOPERS.md).
const PORT = Number(process.env.E2E_PORT ?? 4317);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const DESKTOP = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The CI machine runs the suite about 2.5× slower than a quiet one (e2e/machine-speed.ts): a page
  // that answers in 3 s there is slow, not broken.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/lib/chromium/chromium-headless-shell",
      args: CHROMIUM_ARGS,
    },
    serviceWorkers: "block",
    // Pages honour reduced motion (transitions end at once, the Ctrl+K hint's ring stays still): an
    // animation on screen keeps Chromium's compositor drawing frames, CPU the tests beside it need.
    // Firefox and WebKit (e2e-engines/) run with motion.
    reducedMotion: "reduce",
  },
  projects: [
    { name: "desktop", grepInvert: /@timing/, use: DESKTOP },
    // Tests tagged @timing measure main-thread tasks against a time budget. Beside another test and
    // its workers on 2 cores, a 40 ms task measured 113 ms of CPU time and 436 ms of wall time on
    // the CI machine, so they run last and one at a time, with the machine to themselves.
    { name: "timing", grep: /@timing/, dependencies: ["desktop"], workers: 1, use: DESKTOP },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
