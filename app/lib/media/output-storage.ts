// Who may remove a converted file from the browser's private storage (OPFS), shared by the media
// pages and their workers (output-file.ts writes the files). A file is named after the page load
// that made it (`bytesmith-output-<session>-<time>`), and each page load holds a Web Lock of that
// name while it is open: a file whose page load holds no lock any more (the tab was closed or
// reloaded, even in the middle of a conversion) belongs to nobody and is removed by the next media
// page or conversion. No media library here: the page imports this file.

import { OUTPUT_PREFIX } from "./worker-session";

export { OUTPUT_PREFIX };

/** Where the browser lets go of files no page can use: older than a day without the Web Locks API. */
const KEEP_WITHOUT_LOCKS_MS = 24 * 60 * 60 * 1000;

/** The name of a new result of `session`, made at `time`. */
export function outputName(session: string, time: number): string {
  return `${OUTPUT_PREFIX}${session}-${time}`;
}

/** The page load and time a result's name holds; null for a name that is not a result's. */
export function outputOwner(name: string): { session: string; time: number } | null {
  if (!name.startsWith(OUTPUT_PREFIX)) return null;
  const rest = name.slice(OUTPUT_PREFIX.length);
  const dash = rest.lastIndexOf("-");
  const time = Number(rest.slice(dash + 1));
  if (dash <= 0 || !/^\d+$/.test(rest.slice(dash + 1))) return null;
  return { session: rest.slice(0, dash), time };
}

/** The Web Lock a page load holds while it is open. */
export const sessionLock = (session: string) => `${OUTPUT_PREFIX}${session}`;

/**
 * Whether a result may go: not in use by `session` (this page load) since `since`, and not held by
 * another open page load (`held`: the locks held now; null where the browser has no Web Locks, and
 * a day's age decides).
 */
export function isStale(
  name: string,
  session: string,
  since: number,
  held: ReadonlySet<string> | null,
  now: number,
): boolean {
  const owner = outputOwner(name);
  if (owner === null) return false;
  if (owner.session === session) return owner.time < since;
  if (held === null) return now - owner.time > KEEP_WITHOUT_LOCKS_MS;
  return !held.has(sessionLock(owner.session));
}

type Directory = FileSystemDirectoryHandle & {
  entries?: () => AsyncIterable<[string, FileSystemHandle]>;
  keys: () => AsyncIterable<string>;
};

async function heldLocks(): Promise<Set<string> | null> {
  if (typeof navigator === "undefined" || !navigator.locks?.query) return null;
  try {
    const { held = [] } = await navigator.locks.query();
    return new Set(held.map((lock) => lock.name ?? ""));
  } catch {
    return null;
  }
}

/**
 * Removes the results no page can still want (isStale); resolves to how many could not be removed
 * (a file another worker still writes is locked until its handle is closed).
 */
export async function sweepOutputs(
  root: FileSystemDirectoryHandle,
  session: string,
  since: number,
): Promise<number> {
  const entries = (root as Directory).entries?.();
  if (!entries) return 0;
  const held = await heldLocks();
  const now = Date.now();
  const stale: string[] = [];
  for await (const [name, entry] of entries)
    if (entry.kind === "file" && isStale(name, session, since, held, now)) stale.push(name);
  let left = 0;
  for (const name of stale) await root.removeEntry(name).catch(() => left++);
  return left;
}

/** The private storage's root, or null where the page has none (no OPFS, or refused). */
export async function outputRoot(): Promise<FileSystemDirectoryHandle | null> {
  if (typeof navigator === "undefined" || !navigator.storage?.getDirectory) return null;
  return navigator.storage.getDirectory().catch(() => null);
}

// The page's side: a media page claims its page load's results when it opens, and removes them on
// Clear and when it is left. Kept small, since every media page loads it.

/** A file still being written when it was asked to go (a stopped worker's) is tried again then. */
const RETRY_MS = 3_000;

let claimed = false;
let openRoot: FileSystemDirectoryHandle | null = null;

/**
 * Removes the results of page loads that are gone, and this one's (`session`); once more a moment
 * later when some were still held open. Needs Web Locks: without them the workers' day rule does it.
 */
async function sweepPage(root: FileSystemDirectoryHandle, session: string, again = true) {
  // Every result of this page load counts as stale (since: Infinity), with those nobody holds.
  const left = await sweepOutputs(root, session, Number.POSITIVE_INFINITY);
  if (left > 0 && again)
    setTimeout(() => void sweepPage(root, session, false).catch(() => {}), RETRY_MS);
}

/** The media page open now: its shown result's file, and what it does when Back brings it again. */
export interface OpenMediaPage {
  current: () => string | null;
  /** The page came back from the back-forward cache, its result's file removed when it was left. */
  restored: () => void;
}

let openPage: OpenMediaPage | null = null;

/**
 * A media page opened in page load `session`: its lock is taken (once per page load, held until
 * the page goes) and the results nobody holds are removed, this page load's earlier ones too. From
 * then on, leaving the page (pagehide, in the same task: a page being unloaded sends nothing later)
 * removes this page load's results.
 */
export function openOutputs(session: string, page: OpenMediaPage): void {
  const locks = navigator.locks;
  if (!claimed) {
    claimed = true;
    if (locks) void locks.request(sessionLock(session), () => new Promise<void>(() => {}));
    window.addEventListener("pagehide", () => {
      if (openPage) dropOutputs(session, openPage.current());
    });
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) openPage?.restored();
    });
  }
  openPage = page;
  void outputRoot()
    .then((root) => {
      openRoot = root;
      if (root && locks) return sweepPage(root, session);
    })
    .catch(() => {});
}

/** The media page was left in the app: its results go, as on pagehide. */
export function closeOutputs(session: string): void {
  if (openPage) dropOutputs(session, openPage.current());
  openPage = null;
}

/**
 * Removes this page load's results (Clear, leaving the page). The shown result `current` is asked
 * to go first, in the same task, so the request leaves even when the page is being unloaded.
 */
export function dropOutputs(session: string, current: string | null): void {
  const root = openRoot;
  if (!root) return;
  if (current) void root.removeEntry(current).catch(() => {});
  if (navigator.locks) void sweepPage(root, session).catch(() => {});
}
