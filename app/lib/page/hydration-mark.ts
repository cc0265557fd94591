// `<html data-hydrated>` says the whole prerendered page is interactive. Browser tests wait for it
// before they type or click; the page reads it only to start what can wait (afterPageSettled).
// Suspense boundaries hydrate after the root (SiteLayout splits the sidebar, the page and the tool
// into separate pieces of work), so the root's effect alone is too early: a value typed into a tool
// not yet hydrated could be dropped. Each boundary therefore carries a marker element, done when
// that boundary's effects run; the page counts as hydrated when the root and every prerendered
// marker are done.

import { afterLoadWhenIdle } from "~/lib/browser/when-idle";

export const BOUNDARY_MARKER_ATTRIBUTE = "data-hydration-boundary";

let rootHydrated = false;
const waitingForHydration = new Set<() => void>();

const pageHydrated = () => document.documentElement.dataset.hydrated === "true";

function markWhenComplete(): void {
  if (!rootHydrated || pageHydrated()) return;
  const pending = document.querySelectorAll(`[${BOUNDARY_MARKER_ATTRIBUTE}="pending"]`);
  if (pending.length > 0) return;
  document.documentElement.dataset.hydrated = "true";
  const tasks = [...waitingForHydration];
  waitingForHydration.clear();
  for (const task of tasks) task();
}

/**
 * Runs `task` once the whole page has hydrated, its `load` event has fired and the browser is idle:
 * for what the first screen can do without (an animation, a fetch below the fold). On a client-side
 * navigation the page is already hydrated, so only the idle moment is waited for. The page's start
 * is loading the code after the first paint, so `load` alone comes before hydration.
 * Returns a function that cancels it.
 */
export function afterPageSettled(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    waitingForHydration.delete(start);
    cancelIdle = afterLoadWhenIdle(task);
  };
  if (pageHydrated()) start();
  else waitingForHydration.add(start);
  return () => {
    waitingForHydration.delete(start);
    cancelIdle?.();
  };
}

/** The root's effects ran. */
export function rootHydrationDone(): void {
  rootHydrated = true;
  markWhenComplete();
}

/** A boundary's effects ran: its marker is done. */
export function boundaryHydrationDone(marker: HTMLElement): void {
  marker.setAttribute(BOUNDARY_MARKER_ATTRIBUTE, "done");
  markWhenComplete();
}
