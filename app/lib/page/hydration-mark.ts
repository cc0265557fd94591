// `<html data-hydrated>` says the whole prerendered page is interactive. Browser tests wait for it
// before they type or click; the page itself never reads it. Suspense boundaries hydrate after the
// root (SiteLayout splits the sidebar, the page and the tool into separate pieces of work), so the
// root's effect alone is too early: a value typed into a tool not yet hydrated could be dropped.
// Each boundary therefore carries a marker element, done when that boundary's effects run; the
// page counts as hydrated when the root and every prerendered marker are done.

export const BOUNDARY_MARKER_ATTRIBUTE = "data-hydration-boundary";

let rootHydrated = false;

function markWhenComplete(): void {
  if (!rootHydrated || document.documentElement.dataset.hydrated === "true") return;
  const pending = document.querySelectorAll(`[${BOUNDARY_MARKER_ATTRIBUTE}="pending"]`);
  if (pending.length === 0) document.documentElement.dataset.hydrated = "true";
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
