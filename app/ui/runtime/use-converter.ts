// The state of a converter page (JSON → XML, CSV → XML, CSV → JSON): typed or loaded input, kept
// across reloads while small; converted live when small, in a cancellable worker with progress when
// large (a file over EDITOR_FILE_LIMIT_BYTES stays a file the worker reads); the result, possibly
// shown in part; and the standard action bar with "Load sample".
import { FileText } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import type { ConvertedText, ConverterJob } from "~/lib/text/large-text";
import { usePersistentState } from "~/hooks/persistent-state";
import { EDITOR_FILE_LIMIT_BYTES, formatBytes, readFileAsText } from "~/lib/browser/read-file";
import { counted } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { useAutoRun } from "~/hooks/use-text-or-file";
import type { WorkerLike } from "~/lib/workers/worker-runner";
import { useOutputActions } from "../panels/OutputPanel";
import { transformActions } from "./transform-actions";

/** Text up to this length is converted on every change: a few tens of ms for every converter. */
export const LIVE_LIMIT_CHARS = 200_000;
/** Large typed text waits for a pause in typing before the worker starts. */

export interface ConverterSetup<O> {
  tool: ToolEntry;
  /** The current options; memoise them, a new object converts again. */
  options: O;
  /** The core for typed text, run on the page (keep it stable: a module function). */
  convert: (text: string, options: O) => string;
  /**
   * Options whose conversion runs in the worker even for small typed text: the part of the core
   * they need is not in the page's first load (CSV to XML's template check).
   */
  inWorker?: (options: O) => boolean;
  createWorker: () => WorkerLike;
  /** "xml" or "json": the download is named after the input file, or "converted". */
  outputExtension: string;
  mimeType: string;
  sample: string;
}

/** "products.csv" → "products.xml"; no file → "converted.xml". */
export function outputFileName(inputName: string | null, extension: string): string {
  const base = inputName?.replace(/\.[^.]*$/, "") || "converted";
  return `${base}.${extension}`;
}

export function useConverter<O>({
  tool,
  options,
  convert,
  inWorker,
  createWorker,
  outputExtension,
  mimeType,
  sample,
}: ConverterSetup<O>) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  const [file, setFile] = useState<File | null>(null);
  const [inputName, setInputName] = useState<string | null>(null);
  const [loadedNote, setLoadedNote] = useState<string | null>(null);
  const large = file !== null || text.length > LIVE_LIMIT_CHARS || (inWorker?.(options) ?? false);

  const job = useMemo<ConverterJob<O>>(
    () => ({ source: file ? { kind: "file", file } : { kind: "text", text }, options }),
    [file, text, options],
  );
  const compute = useCallback(
    ({ source, options }: ConverterJob<O>): ConvertedText | null => {
      const input = source.kind === "text" ? source.text : "";
      if (input === "") return null; // nothing typed yet: no result and no error
      const output = convert(input, options);
      return { text: output, characters: output.length };
    },
    [convert],
  );
  const transform = useToolRun<ConverterJob<O>, ConvertedText | null>({
    job,
    large,
    compute,
    createWorker,
    sameJob: Object.is,
  });
  const { run, running } = transform;

  // A chosen file starts at once; large typed text waits until typing pauses.
  useAutoRun(large, Boolean(file), run);

  const result = transform.output;
  const outputText = result?.text ?? "";
  const fileName = outputFileName(inputName, outputExtension);
  const outputActions = useOutputActions(result?.blob ?? outputText, fileName, mimeType);

  const editText = useCallback(
    (value: string) => {
      setText(value);
      // Typing replaces a chosen file: the editor is the input again.
      setFile(null);
      if (value === "") {
        setInputName(null);
        setLoadedNote(null);
      }
    },
    [setText],
  );

  async function chooseFile(chosen: File) {
    setInputName(chosen.name);
    setLoadedNote(`${chosen.name} (${formatBytes(chosen.size)})`);
    if (chosen.size > EDITOR_FILE_LIMIT_BYTES) {
      setFile(chosen);
      setText("");
      return;
    }
    setFile(null);
    setText(await readFileAsText(chosen));
  }

  function clear() {
    editText("");
    transform.reset();
  }

  function loadSample() {
    editText(sample);
    setInputName(null);
    setLoadedNote(null);
  }

  const hasInput = text !== "" || file !== null;
  const inputSize = file ? loadedNote : counted(text.length, "character");
  let status: string;
  if (running) {
    status =
      transform.progress === null
        ? "Working…"
        : `Working… ${Math.round(transform.progress * 100)} %`;
  } else if (transform.waiting || !result) {
    status = hasInput ? `Input: ${inputSize}` : "";
  } else {
    status = `Input: ${inputSize} · Output: ${counted(result.characters, "character")}`;
  }

  const { actions, shortcuts } = transformActions(transform, {
    runLabel: "Convert",
    runTitle: large
      ? "Convert again now (Ctrl+Enter)"
      : "The result updates as you type; files and very large inputs are converted in the background",
    hasInput,
    output: outputText,
    outputActions,
    onClear: clear,
    extra: [{ label: "Load sample", icon: FileText, onClick: loadSample }],
  });

  return {
    text,
    editText,
    file,
    chooseFile,
    clear,
    /** Name and size of the file loaded last, while it is the input. */
    loadedNote: hasInput ? loadedNote : null,
    error: transform.error,
    result,
    outputText,
    fileName,
    status,
    actions,
    shortcuts,
  };
}

export type Converter = ReturnType<typeof useConverter>;
