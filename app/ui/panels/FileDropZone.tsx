// Where a file tool takes its files: drop them (or a folder) on the zone, choose them, choose a
// folder, or paste them (Ctrl+V anywhere on the page but in a text field). The files stay on the
// device; the tool gets File objects.
import { FileUp, FolderOpen } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { fileHandedTo, forgetFileHandOff } from "~/hooks/tool-fields";
import { useOpenIn } from "../page/open-in";
import { PanelButton } from "./PanelButton";

export interface FileDropZoneProps {
  /** Accessible name of the zone: "Input" when it is the tool's main input (page contract). */
  label: string;
  /** Accessible name of the file chooser, e.g. "Choose images". */
  chooseLabel: string;
  /** The file input's accept list, e.g. "image/*,.svg". */
  accept: string;
  onFiles: (files: File[]) => void;
  /** Offer "Choose a folder" (its files, and those of its subfolders, are added). */
  folders?: boolean;
  /** Take files pasted on the page (Ctrl+V) when no text field has the focus. */
  paste?: boolean;
  /**
   * Take a file handed to this tool in this tab ("Paste anything" on the home page) when the page
   * opens, as if it had been dropped here.
   */
  takesHandedFile?: boolean;
  /** What the zone says (the formats taken). */
  children?: ReactNode;
  /** The id of the file chooser's input, so a button elsewhere (the action bar's) can open it. */
  chooserId?: string;
}

/** A system's bookkeeping file or folder (.DS_Store, .git): not something the user chose. */
const isHidden = (name: string) => name.startsWith(".");

/** Files of a drop, with the files inside dropped folders (read through the entries API). */
async function droppedFiles(transfer: DataTransfer): Promise<File[]> {
  const entries = [...transfer.items]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0) return [...transfer.files];
  const files: File[] = [];
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (isHidden(entry.name)) return;
    if (entry.isFile) {
      files.push(
        await new Promise<File>((resolve, reject) =>
          (entry as FileSystemFileEntry).file(resolve, reject),
        ),
      );
      return;
    }
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    // readEntries gives a folder's entries in batches, until an empty one.
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
        reader.readEntries(resolve, reject),
      );
      if (batch.length === 0) break;
      for (const child of batch) await walk(child);
    }
  };
  for (const entry of entries) await walk(entry);
  return files;
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function FileDropZone({
  label,
  chooseLabel,
  accept,
  onFiles,
  folders = false,
  paste = false,
  takesHandedFile = false,
  children,
  chooserId,
}: FileDropZoneProps) {
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const hintId = useId();
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  });

  const toolPath = useOpenIn()?.path;
  useEffect(() => {
    const handed = takesHandedFile && toolPath ? fileHandedTo(toolPath) : null;
    if (!handed || !toolPath) return;
    forgetFileHandOff(toolPath);
    onFilesRef.current([handed]);
  }, [takesHandedFile, toolPath]);

  useEffect(() => {
    if (!paste) return;
    const onPaste = (event: ClipboardEvent) => {
      if (isTextField(event.target)) return;
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      onFilesRef.current(files);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [paste]);

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(files);
  };

  return (
    <section
      aria-label={label}
      aria-describedby={hintId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        setReadError(null);
        droppedFiles(event.dataTransfer).then(
          (files) => files.length > 0 && onFiles(files),
          () => setReadError("The dropped files could not be read."),
        );
      }}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center ${
        dragging
          ? "border-blue-600 bg-blue-50 dark:bg-slate-800"
          : "border-slate-300 dark:border-slate-600"
      }`}
    >
      <div id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <input
          ref={filesInput}
          id={chooserId}
          type="file"
          multiple
          accept={accept}
          aria-label={chooseLabel}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = "";
          }}
        />
        <PanelButton
          icon={FileUp}
          label="Choose files"
          onClick={() => filesInput.current?.click()}
        />
        {folders && (
          <>
            <input
              ref={folderInput}
              type="file"
              multiple
              aria-label="Choose a folder"
              className="sr-only"
              tabIndex={-1}
              {...{ webkitdirectory: "" }}
              onChange={(event) => {
                // A chosen folder's hidden files (.DS_Store) are left out, as in a drop.
                const files = [...(event.target.files ?? [])].filter(
                  (file) => !file.webkitRelativePath.split("/").some(isHidden),
                );
                if (files.length > 0) onFiles(files);
                event.target.value = "";
              }}
            />
            <PanelButton
              icon={FolderOpen}
              label="Choose a folder"
              onClick={() => folderInput.current?.click()}
            />
          </>
        )}
      </div>
      {readError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {readError}
        </p>
      )}
    </section>
  );
}
