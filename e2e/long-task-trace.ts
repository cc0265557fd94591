// The longest CPU time of a main-thread task, from a Chromium trace (e2e/long-tasks-1mb.spec.ts
// explains why CPU time: on a busy machine other processes stretch the wall time of short tasks).
// The trace is read as the browser benchmarks read it (bench/support.mjs).
import type { Browser, Page } from "@playwright/test";
import { TRACE_CATEGORIES, mainThreadTasks } from "../bench/support.mjs";

export { TRACE_CATEGORIES };

/** The longest CPU time of a task on a page's main thread in a Chromium trace. */
export function longestCpuTaskMs(trace: Buffer): number {
  const { tasks } = mainThreadTasks(trace) as { tasks: { tdur?: number }[] };
  return Math.round(Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)));
}

/** Runs `work` while tracing the page and returns the longest main-thread task's CPU time. */
export async function longestCpuTaskDuring(
  browser: Browser,
  page: Page,
  work: () => Promise<void>,
): Promise<number> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let failure: unknown = null;
  await work().catch((error: unknown) => (failure = error));
  const trace = await browser.stopTracing();
  if (failure) throw failure;
  return longestCpuTaskMs(trace);
}
