// Reading a user's file as text, in the browser. Shared by every input that accepts a file.

/** The first file of a drop or a file input, or null. */
export function firstFile(list: FileList | null | undefined): File | null {
  return list && list.length > 0 ? list[0] : null;
}

export async function readFileAsText(file: File): Promise<string> {
  return file.text();
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
