// The longest CPU time of a main-thread task, from a Chromium trace (e2e/long-tasks-1mb.spec.ts
// explains why CPU time: on a busy machine other processes stretch the wall time of short tasks).
import type { Browser, Page } from "@playwright/test";

export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

/** The longest CPU time of a task on a page's main thread in a Chromium trace. */
export function longestCpuTaskMs(trace: Buffer): number {
  type TraceEvent = {
    ph: string;
    name: string;
    pid: number;
    tid: number;
    tdur?: number;
    args?: { name?: string };
  };
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) => e.ph === "X" && e.name === "RunTask" && mainThreads.has(`${e.pid}:${e.tid}`),
  );
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
