// Reading a user's file as text, in the browser. Shared by every input that accepts a file.

/** The first file of a drop or a file input, or null. */
export function firstFile(list: FileList | null | undefined): File | null {
  return list && list.length > 0 ? list[0] : null;
}

/**
 * A file larger than this (UTF-8 bytes) stays a file the tool's worker reads, never text in the
 * editor: CodeMirror took a main-thread task of about 290 ms to take in 5 MB, then 0.6–1 s per key.
 * A paste that would make the text larger is handed over the same way (see pastedTextFile).
 */
export const EDITOR_FILE_LIMIT_BYTES = 2 * 1024 * 1024;

/** The name a large paste gets when it is kept as a file. */
export const PASTED_FILE_NAME = "pasted-text.txt";

/**
 * The text a paste would make, as a file, when it is larger than the editor takes; else null.
 * UTF-8 takes 1 to 3 bytes per UTF-16 unit, so only text between a third of the limit and the
 * limit is encoded to find out.
 */
export function pastedTextFile(text: string): File | null {
  if (text.length <= EDITOR_FILE_LIMIT_BYTES / 3) return null;
  const file = new File([text], PASTED_FILE_NAME, { type: "text/plain" });
  return file.size > EDITOR_FILE_LIMIT_BYTES ? file : null;
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
