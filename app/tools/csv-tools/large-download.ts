// Downloads a result Blob of up to gigabytes. The shared downloadBlob revokes its URL right after
// the click, which is fine for small files; a 1 GB Blob was seen cancelled that way in the bench
// (the download had not opened the URL yet). Here the URL lives until the next result replaces it.
let currentUrl: string | null = null;

export function downloadLargeBlob(filename: string, blob: Blob): void {
  if (currentUrl) URL.revokeObjectURL(currentUrl);
  currentUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = currentUrl;
  link.download = filename;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Lets the browser free the last result before a new run makes another (two 1 GB Blobs at once can fail). */
export function releaseDownload(): void {
  if (currentUrl) URL.revokeObjectURL(currentUrl);
  currentUrl = null;
}
