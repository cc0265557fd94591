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

/** Characters encoded per task when pasted text becomes a file (about 10 ms each here). */
const ENCODE_SLICE = 512 * 1024;

/** UTF-8 bytes of `text`, counted without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The text a paste would make, as a file, when it is larger than the editor takes; else null. The
 * answer is known at once (a paste handler must decide before it returns); the file follows, made
 * a slice per task: encoding 5 MB in one go was a main-thread task of 110 ms.
 */
export function pastedTextFile(text: string): Promise<File> | null {
  // UTF-8 takes 1 to 3 bytes per UTF-16 unit: only text between a third of the limit and the
  // limit needs counting.
  if (text.length <= EDITOR_FILE_LIMIT_BYTES / 3) return null;
  if (text.length <= EDITOR_FILE_LIMIT_BYTES && utf8Length(text) <= EDITOR_FILE_LIMIT_BYTES)
    return null;
  return textAsFileInSlices(text);
}

async function textAsFileInSlices(text: string): Promise<File> {
  const parts: Blob[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + ENCODE_SLICE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++; // keep a pair together
    parts.push(new Blob([text.slice(start, end)]));
    start = end;
    if (start < text.length) await new Promise((resume) => setTimeout(resume, 0));
  }
  return new File(parts, PASTED_FILE_NAME, { type: "text/plain" });
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
