// The main input of a tool: a code editor labelled "Input" that also accepts a file, by the
// "Open file" button or by dropping it on the panel (page contract).
import { FileUp, Trash2 } from "lucide-react";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import type { Extension } from "@codemirror/state";
import { takeLargeHandOffs } from "~/hooks/tool-fields";
import { firstFile, formatBytes, pastedTextFile, readFileAsText } from "~/lib/browser/read-file";
import { useOpenIn } from "../page/open-in";
import { CodeEditor } from "../editor/CodeEditor";
import { lazyOptionalPart } from "../page/lazy-part";
import { PanelButton } from "./PanelButton";

/** Loaded after the user's first edit: most visits never need it, and the page works without it. */
const LookalikeHint = lazyOptionalPart(() => import("./LookalikeHint"));

export interface InputPanelProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  accept?: string;
  language?: Extension;
  height?: string;
  /** Called with the file's name after a file was loaded (tools use it to name downloads). */
  onFileLoaded?: (file: File) => void;
  /**
   * When given, a chosen or dropped file is handed over as it is instead of being read into the
   * editor as text: for binary input, or files too large for an editor. The tool then shows it.
   */
  onFileBytes?: (file: File) => void;
  /**
   * With onFileBytes: a paste that would make the text larger than the editor takes is handed
   * over as a file too (named PASTED_FILE_NAME), for tools that keep a large file out of the editor.
   */
  largePasteAsFile?: boolean;
}

export function InputPanel({
  value,
  onChange,
  label = "Input",
  placeholder,
  accept,
  language,
  height,
  onFileLoaded,
  onFileBytes,
  largePasteAsFile = false,
}: InputPanelProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [loadedFile, setLoadedFile] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const fileInputId = useId();
  const toolPath = useOpenIn()?.path;
  const takesLargeText = largePasteAsFile && onFileBytes !== undefined;
  // The user typed, pasted or opened a file here (a sample or a restored input is not theirs now).
  const [edited, setEdited] = useState(false);
  const change = (next: string) => {
    setEdited(true);
    onChange(next);
  };

  // A result another tool handed over ("Open in…") that is too large for the editor arrives as a
  // pasted one would: as a file, kept out of the editor. Smaller ones go to the input field. The
  // tool's input field decides when it arrives (after asking, if it would replace the user's input).
  const takeFile = useRef(onFileBytes);
  useEffect(() => {
    takeFile.current = onFileBytes;
  });
  useEffect(() => {
    if (!toolPath || !takesLargeText) return;
    return takeLargeHandOffs(toolPath, (handed) => {
      const file = pastedTextFile(handed);
      if (file) void file.then((made) => takeFile.current?.(made));
      return file !== null;
    });
  }, [toolPath, takesLargeText]);

  async function load(file: File | null) {
    if (!file) return;
    setReadError(null);
    if (onFileBytes) {
      onFileBytes(file);
      return;
    }
    try {
      change(await readFileAsText(file));
      setLoadedFile(`${file.name} (${formatBytes(file.size)})`);
      onFileLoaded?.(file);
    } catch {
      setReadError(`Could not read ${file.name}.`);
    }
  }

  return (
    <section
      aria-label={`${label} panel`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void load(firstFile(event.dataTransfer.files));
      }}
      className={`rounded-lg ${dragging ? "outline-2 outline-dashed outline-blue-600" : ""}`}
    >
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <span className="font-medium">{label}</span>
        {loadedFile && (
          <span className="truncate text-xs text-slate-600 dark:text-slate-300">{loadedFile}</span>
        )}
        {edited && toolPath && label === "Input" && (
          <Suspense fallback={null}>
            <LookalikeHint toolPath={toolPath} text={value} />
          </Suspense>
        )}
        <span className="ml-auto flex gap-2">
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept={accept}
            aria-label={`Open file as ${label.toLowerCase()}`}
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              void load(firstFile(event.target.files));
              event.target.value = "";
            }}
          />
          <PanelButton icon={FileUp} label="Open file" onClick={() => fileInput.current?.click()} />
          <PanelButton
            icon={Trash2}
            label="Clear"
            disabled={!value}
            onClick={() => {
              onChange("");
              setLoadedFile(null);
            }}
          />
        </span>
      </div>
      <CodeEditor
        value={value}
        onChange={change}
        label={label}
        placeholder={placeholder ?? "Paste or type here, or drop a file"}
        language={language}
        height={height}
        onLargePaste={largePasteAsFile && onFileBytes ? onFileBytes : undefined}
      />
      {readError && (
        <p role="alert" className="mt-1 text-sm text-red-800 dark:text-red-200">
          {readError}
        </p>
      )}
    </section>
  );
}
