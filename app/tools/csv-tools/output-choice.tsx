// Where a run's result goes, and what the page says about each choice. The File System Access API
// (Chromium) writes as the work goes; without it the browser assembles the download first.
import type { OutputChoice } from "./csv-worker-protocol";

export type OutputKind = "download" | "file" | "folder";

interface FilePickers {
  showSaveFilePicker?: (options: { suggestedName: string }) => Promise<FileSystemFileHandle>;
  showDirectoryPicker?: (options: { mode: "readwrite" }) => Promise<FileSystemDirectoryHandle>;
}

/** The choices this browser supports: "download" always, the pickers where they exist. */
export function availableOutputs(): OutputKind[] {
  const pickers = window as unknown as FilePickers;
  const kinds: OutputKind[] = ["download"];
  if (typeof pickers.showSaveFilePicker === "function") kinds.push("file");
  if (typeof pickers.showDirectoryPicker === "function") kinds.push("folder");
  return kinds;
}

/** Asks for the file or folder when needed; null when the user closed the picker. */
export async function pickOutput(
  kind: OutputKind,
  suggestedName: string,
): Promise<OutputChoice | null> {
  const pickers = window as unknown as FilePickers;
  try {
    if (kind === "file" && pickers.showSaveFilePicker) {
      return { kind: "file", handle: await pickers.showSaveFilePicker({ suggestedName }) };
    }
    if (kind === "folder" && pickers.showDirectoryPicker) {
      return { kind: "folder", handle: await pickers.showDirectoryPicker({ mode: "readwrite" }) };
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    throw error;
  }
  return { kind: "blob" };
}

const NOTES: Record<OutputKind, string> = {
  download:
    "The download is assembled by the browser before it is saved: it is held in memory (or on disk for very large results). Choose a file or folder, where offered, to write it as it is made.",
  file: "Written into the file you choose as the work goes, never held whole in memory.",
  folder: "Each part is written as its own file into the folder you choose, as the work goes.",
};

export function OutputNote({ kind }: { kind: OutputKind }) {
  return <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">{NOTES[kind]}</p>;
}
