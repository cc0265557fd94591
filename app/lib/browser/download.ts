// Saving a result as a file, entirely in the browser (a Blob URL; nothing is uploaded).
//
// When to free the object URL: right after the click is too early for a large Blob (Chromium
// reported a 1 GB download "canceled" when its URL was revoked in the next task: the download had
// not opened it yet). So each URL lives until the next download starts, a minute has passed, the
// page is hidden for good (pagehide), or a caller frees them all before building another large
// result (releaseDownloads), whichever comes first. A URL keeps its Blob in memory (or on disk)
// while it lives, so no more than one is kept at a time.

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

export function downloadBlob(filename: string, blob: Blob): void {
  releaseDownloads();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
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
