// Saving a result as a file, entirely in the browser (a Blob URL; nothing is uploaded).
//
// When to free the object URL: not in the click's next task, which can race the download's own
// read of the URL (browsers have differed here, and nothing is gained by freeing a small Blob a
// moment sooner). Each URL lives until the next download starts, a minute has passed, the page is
// hidden for good (pagehide), or a caller frees it (releaseDownloads), whichever comes first; so
// at most one is held. (The 1 GB downloads /csv-tools saw "canceled" were another matter: Blobs
// the browser could not store; see csv-tools' RunResult.)

/** How long a download's URL outlives its click when nothing else frees it first. */
export const REVOKE_AFTER_MS = 60_000;

let current: { url: string; timer: ReturnType<typeof setTimeout> } | null = null;
let listening = false;

/** Frees the URL of the last download, if it is still held. */
export function releaseDownloads(): void {
  if (!current) return;
  clearTimeout(current.timer);
  URL.revokeObjectURL(current.url);
  current = null;
}

/**
 * Downloads from a URL whose lifetime the caller owns: e.g. a Blob URL made in a worker, which the
 * worker keeps until it ends (a large result need never be held by the page).
 */
export function downloadUrl(filename: string, url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function downloadBlob(filename: string, blob: Blob): void {
  releaseDownloads();
  const url = URL.createObjectURL(blob);
  downloadUrl(filename, url);
  current = { url, timer: setTimeout(releaseDownloads, REVOKE_AFTER_MS) };
  if (!listening) {
    // A page kept in the back/forward cache gets pagehide too; its downloads have started by then.
    window.addEventListener("pagehide", releaseDownloads);
    listening = true;
  }
}

export function downloadText(filename: string, text: string, mimeType = "text/plain"): void {
  downloadBlob(filename, new Blob([text], { type: `${mimeType};charset=utf-8` }));
}
