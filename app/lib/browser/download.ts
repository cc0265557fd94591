// Saving a result as a file, entirely in the browser (a Blob URL; nothing is uploaded).

export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the browser's download; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadText(filename: string, text: string, mimeType = "text/plain"): void {
  downloadBlob(filename, new Blob([text], { type: `${mimeType};charset=utf-8` }));
}
