// The page's side of the offline service worker (build-tools/site-files.ts), loaded by the root
// after hydration (it is no part of the first screen): registration after the page is idle, "A new version is available" instead of a silent takeover, and what to do
// when a tool's file cannot be loaded: offline → say so; gone from the host because a new version
// was deployed while the page was open → switch to the new version and reload the page, once.
// Only in production builds: a dev server has no /sw.js.
import {
  OFFLINE_FILES_URL,
  TOOL_FILES_CACHE,
  browserFileCache,
  downloadFiles,
  filesUsedBy,
  missingFiles,
  type OfflineFileList,
} from "./offline";
import { toast } from "~/lib/page/toast-store";
import { afterLoadWhenIdle } from "./when-idle";
import { setUpdateWaiting } from "~/lib/page/update-available";

/** sessionStorage key: when and where the page last reloaded itself for a new version. */
export const UPDATE_RELOAD_KEY = "bytesmith:reloaded-for-update";
/** A second failure within this time after such a reload is reported, not reloaded again. */
const RELOAD_GUARD_MS = 60_000;

export const OFFLINE_FILE_MESSAGE =
  "You are offline, and this tool's files are not on this device yet. Connect once to use it, or choose “Make all tools available offline” while you are online.";
export const RELOADED_MESSAGE =
  "A new version of Bytesmith was published while this page was open, so the page reloaded to use it.";
export const UNREACHABLE_FILE_MESSAGE =
  "This tool's files could not be downloaded: the connection failed. Check it and try again.";
export const STILL_MISSING_MESSAGE =
  "Part of this tool could not be loaded from the server. Reload the page to try again.";

// --- "A new version is available" -------------------------------------------------------------

/** Lets the waiting version take over, then reloads every page it controls (this one first). */
export async function switchToNewVersion(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  // A first install has no controller yet: that is not an update.
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && isUpdate()) setUpdateWaiting(true);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && isUpdate()) setUpdateWaiting(true);
    });
  });
}

// --- A tool's file could not be loaded ----------------------------------------------------------

interface ReloadRecord {
  path: string;
  at: number;
}

/** True when this page reloaded itself for a new version within the guard time. */
export function reloadedRecently(record: ReloadRecord | null, path: string, now: number): boolean {
  return record !== null && record.path === path && now - record.at < RELOAD_GUARD_MS;
}

function readReloadRecord(): ReloadRecord | null {
  try {
    const raw = sessionStorage.getItem(UPDATE_RELOAD_KEY);
    return raw ? (JSON.parse(raw) as ReloadRecord) : null;
  } catch {
    return null;
  }
}

let handlingMissingFile = false;

/** A file of the version this page runs is gone from the host: move to the new version, once. */
async function reloadForNewVersion(): Promise<void> {
  if (handlingMissingFile) return;
  handlingMissingFile = true;
  const path = window.location.pathname;
  if (reloadedRecently(readReloadRecord(), path, Date.now())) {
    toast({ title: STILL_MISSING_MESSAGE, variant: "error" });
    return;
  }
  sessionStorage.setItem(UPDATE_RELOAD_KEY, JSON.stringify({ path, at: Date.now() }));
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration && !registration.waiting) {
    // The browser looks for a new sw.js on navigations; this page has not navigated since.
    await registration.update().catch(() => undefined);
    await waitForInstalled(registration, 10_000);
  }
  await switchToNewVersion();
}

function waitForInstalled(registration: ServiceWorkerRegistration, timeoutMs: number) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const check = () => {
      if (registration.waiting) {
        clearTimeout(timer);
        resolve();
        return true;
      }
      return false;
    };
    if (check()) return;
    const installing = registration.installing;
    installing?.addEventListener("statechange", check);
    registration.addEventListener("updatefound", () =>
      registration.installing?.addEventListener("statechange", check),
    );
  });
}

type UnavailableReason = "offline" | "unreachable" | "missing";

function onToolFileUnavailable(reason: UnavailableReason) {
  if (reason === "offline") toast({ title: OFFLINE_FILE_MESSAGE, variant: "error" });
  else if (reason === "unreachable") toast({ title: UNREACHABLE_FILE_MESSAGE, variant: "error" });
  else void reloadForNewVersion();
}

/** After a reload made by reloadForNewVersion, says why the page reloaded. */
function announceReload() {
  const record = readReloadRecord();
  if (record && reloadedRecently(record, window.location.pathname, Date.now())) {
    toast({ title: RELOADED_MESSAGE });
  }
}

// --- The first visit ------------------------------------------------------------------------------

/**
 * On a first visit the page loads before the service worker controls it, so nothing it used went
 * through the worker's cache. Once the worker takes over, keep what the page loaded (from the
 * browser's HTTP cache, so nothing is downloaded twice) so a tool used on the first visit works
 * offline too.
 */
async function keepFilesLoadedBeforeControl(): Promise<void> {
  try {
    const response = await fetch(OFFLINE_FILES_URL);
    if (!response.ok) return;
    const list = (await response.json()) as OfflineFileList;
    const loaded = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname);
    const cache = browserFileCache(await caches.open(TOOL_FILES_CACHE));
    const files = await missingFiles({ ...list, files: filesUsedBy(loaded, list) }, cache);
    await downloadFiles(files, cache, () => {}, undefined, 2);
  } catch {
    // Best effort: the files are cached anyway the next time the tool is used online.
  }
}

// --- Registration ---------------------------------------------------------------------------------

/** A message from the service worker (the page frame listens from the start and hands it here). */
export function handleServiceWorkerMessage(data: unknown): void {
  const message = data as { type?: string; reason?: UnavailableReason } | null;
  if (message?.type === "TOOL_FILE_UNAVAILABLE" && message.reason) {
    onToolFileUnavailable(message.reason);
  }
}

/**
 * Without a service worker in control (first visit, or blocked), Vite reports a failed lazy chunk;
 * the host no longer having it means a new version was deployed. The error still reaches the
 * tool, which shows it until the reload. (The page frame listens from the start, hands it here.)
 */
/** `wasOnline`: the browser's online state when the file failed to load. */
export function handlePreloadError(wasOnline: boolean): void {
  onToolFileUnavailable(wasOnline ? "missing" : "offline");
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  announceReload();
  // The install downloads every page's first-load files: it waits until this page is idle so it
  // never competes with the page's own loading.
  const register = () => {
    if (!navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener(
        "controllerchange",
        () => void keepFilesLoadedBeforeControl(),
        { once: true },
      );
    }
    navigator.serviceWorker
      .register("/sw.js")
      .then(watchForUpdates)
      .catch(() => {
        // Offline support is an extra; the site works without it.
      });
  };
  afterLoadWhenIdle(register, 5000);
}
