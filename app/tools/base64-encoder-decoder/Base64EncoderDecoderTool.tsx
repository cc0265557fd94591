// The Base64 Encoder/Decoder page. Typed text is converted as you type; a file, or text too large
// to follow every keystroke, is converted in a worker so the page never freezes (a 50 MB file
// included). Input text and files are never stored: people paste keys and tokens here.
import { CircleStop, Copy, Download, FileDown, Play, Trash2, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import type { Base64Alphabet, Base64EncodeOptions } from "~/lib/base64";
import { downloadBlob } from "~/lib/download";
import { usePersistentState } from "~/lib/persistent-state";
import { formatBytes } from "~/lib/read-file";
import { errorMessage } from "~/lib/tool-error";
import { useWorkerTask } from "~/lib/use-worker-task";
import type { ActionBarButton } from "~/ui/ActionBar";
import { ErrorPanel } from "~/ui/ErrorPanel";
import { InputPanel } from "~/ui/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/OptionsRow";
import { DOWNLOADED_FEEDBACK, OutputPanel, useOutputActions } from "~/ui/OutputPanel";
import { PanelButton } from "~/ui/PanelButton";
import { useToolFeedback } from "~/ui/ToolFeedback";
import { ToolPage } from "~/ui/ToolPage";
import {
  BASE64_ALPHABETS,
  BASE64_MODES,
  type Base64Job,
  type Base64Mode,
  type Base64Result,
  decodeText,
  encodeText,
  isBase64Alphabet,
  isBase64Mode,
} from "./base64-tool";
import { OutputPreviewPanel } from "./OutputPreviewPanel";
import { RandomSecretSection } from "./RandomSecretSection";

/** Typed text up to this size is converted on every change: about 10 ms either way at 1,000,000 characters. */
export const LIVE_LIMIT_CHARS = 1_000_000;
/** Large typed text waits for a pause in typing before the worker starts. */
const TYPING_PAUSE_MS = 300;
/**
 * Longer results are shown in part. Base64 is one long line, and laying it out blocked Chromium's
 * main thread for about a second per million characters (measured in e2e); 100,000 take ~50 ms.
 */
export const OUTPUT_PREVIEW_CHARS = 100_000;
export const ENCODED_FILE_NAME = "encoded.txt";
export const DECODED_TEXT_FILE_NAME = "decoded.txt";
export const DECODED_BYTES_FILE_NAME = "decoded.bin";

const DEFAULT_MODE: Base64Mode = "encode";
const DEFAULT_ALPHABET: Base64Alphabet = "standard";

function createWorker() {
  return new Worker(new URL("./base64.worker.ts", import.meta.url), { type: "module" });
}

const count = (n: number, unit: string) =>
  `${n.toLocaleString("en-US")} ${unit}${n === 1 ? "" : "s"}`;

export function Base64EncoderDecoderTool({ tool }: { tool: ToolEntry }) {
  // Options persist (stored as plain values and checked); the input never does.
  const [storedMode, setMode] = usePersistentState<string>(tool.path, "mode", DEFAULT_MODE);
  const [storedAlphabet, setAlphabet] = usePersistentState<string>(
    tool.path,
    "alphabet",
    DEFAULT_ALPHABET,
  );
  const [padding, setPadding] = usePersistentState(tool.path, "padding", true);
  const [wrapAt76, setWrapAt76] = usePersistentState(tool.path, "wrapAt76", false);
  const mode = isBase64Mode(storedMode) ? storedMode : DEFAULT_MODE;
  const alphabet = isBase64Alphabet(storedAlphabet) ? storedAlphabet : DEFAULT_ALPHABET;
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const notify = useToolFeedback();

  // Null while decoding, so options that do not apply cannot restart a decode.
  const encodeOptions = useMemo<Base64EncodeOptions | null>(
    () => (mode === "encode" ? { alphabet, padding, wrapAt76 } : null),
    [mode, alphabet, padding, wrapAt76],
  );
  const inWorker = file !== null || text.length > LIVE_LIMIT_CHARS;

  const live = useMemo(() => {
    if (inWorker) return null;
    try {
      const result: Base64Result = encodeOptions
        ? { mode: "encode", base64: encodeText(text, encodeOptions) }
        : { mode: "decode", ...decodeText(text) };
      return { result, error: null };
    } catch (error) {
      return { result: null, error: errorMessage(error) };
    }
  }, [inWorker, text, encodeOptions]);

  // The worker's job; its identity changes exactly when the input or a relevant option does.
  const job = useMemo<Base64Job | null>(() => {
    if (!inWorker) return null;
    const source = file ? { kind: "file" as const, file } : { kind: "text" as const, text };
    return encodeOptions
      ? { mode: "encode", source, options: encodeOptions }
      : { mode: "decode", source };
  }, [inWorker, file, text, encodeOptions]);

  const task = useWorkerTask<Base64Job, Base64Result>(createWorker);
  const { run, cancel: cancelRun, reset: resetRun } = task;
  // The job of the latest run: its result is shown only while it is still the current job.
  const [ranJob, setRanJob] = useState<Base64Job | null>(null);
  const running = task.status === "running";
  const jobIsCurrent = job !== null && ranJob === job;

  useEffect(() => {
    if (!job) return;
    // A chosen file starts at once; large typed text waits until typing pauses.
    const timer = window.setTimeout(
      () => {
        setRanJob(job);
        run(job);
      },
      job.source.kind === "file" ? 0 : TYPING_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [job, run]);

  // A newer input makes a running conversion useless: stop it rather than let it finish.
  useEffect(() => {
    if (running && !jobIsCurrent) cancelRun();
  }, [running, jobIsCurrent, cancelRun]);

  const result = live ? live.result : jobIsCurrent && task.status === "done" ? task.output : null;
  const error = live ? live.error : jobIsCurrent ? task.error : null;
  const outputText =
    result === null ? "" : result.mode === "encode" ? result.base64 : (result.text ?? "");
  const decodedBytes = result?.mode === "decode" ? result.bytes : null;
  const isBinary = result?.mode === "decode" && result.text === null;
  const outputFileName = mode === "encode" ? ENCODED_FILE_NAME : DECODED_TEXT_FILE_NAME;
  const { copy, download: downloadText } = useOutputActions(outputText, outputFileName);

  function downloadBytes() {
    if (!decodedBytes || decodedBytes.length === 0) return;
    downloadBlob(
      DECODED_BYTES_FILE_NAME,
      new Blob([decodedBytes as Uint8Array<ArrayBuffer>], { type: "application/octet-stream" }),
    );
    notify(DOWNLOADED_FEEDBACK);
  }
  // Ctrl+S saves what the mode produces: Base64 text, or the decoded bytes as they are.
  const download = mode === "encode" ? downloadText : downloadBytes;

  function chooseFile(chosen: File) {
    setFile(chosen);
    setText("");
  }

  function editText(value: string) {
    setText(value);
    // Typing replaces a chosen file: the editor is the input again.
    if (file) setFile(null);
  }

  function clear() {
    setText("");
    setFile(null);
    setRanJob(null);
    resetRun();
  }

  function runNow() {
    if (!job) return; // typed text is already converted as it changes
    setRanJob(job);
    run(job);
  }

  function cancel() {
    cancelRun();
    // Without this the previous run's result would show as if it were this input's.
    setRanJob(null);
  }

  const hasInput = text !== "" || file !== null;
  const inputSize = file
    ? `${file.name} (${formatBytes(file.size)})`
    : count(text.length, "character");
  let status: string;
  if (running) {
    status = task.progress === null ? "Working…" : `Working… ${Math.round(task.progress * 100)} %`;
  } else if (job && !jobIsCurrent) {
    status = `Input: ${inputSize}`;
  } else if (result?.mode === "decode") {
    status = `Input: ${inputSize} · Output: ${count(result.bytes.length, "byte")}`;
  } else {
    status = `Input: ${inputSize} · Output: ${count(outputText.length, "character")}`;
  }

  const runLabel = mode === "encode" ? "Encode" : "Decode";
  const actions: ActionBarButton[] = [
    running
      ? { label: "Working…", primary: true, disabled: true, onClick: () => {} }
      : {
          label: runLabel,
          icon: Play,
          primary: true,
          disabled: !hasInput,
          onClick: runNow,
          title: job
            ? `${runLabel} again now (Ctrl+Enter)`
            : "The result updates as you type; files and very large inputs are converted in the background",
        },
    ...(running ? [{ label: "Cancel", icon: CircleStop, onClick: cancel }] : []),
    { label: "Copy", icon: Copy, disabled: !outputText, onClick: () => void copy() },
    mode === "encode"
      ? { label: "Download", icon: Download, disabled: !outputText, onClick: downloadText }
      : {
          label: "Download as file",
          icon: FileDown,
          disabled: !decodedBytes?.length,
          onClick: downloadBytes,
        },
    { label: "Clear", icon: Trash2, variant: "danger", disabled: !hasInput, onClick: clear },
  ];

  return (
    <ToolPage
      tool={tool}
      actions={actions}
      shortcuts={{ onClear: clear, onDownload: download, onCopy: () => void copy() }}
    >
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption label="Mode" value={mode} options={BASE64_MODES} onChange={setMode} />
          <SelectOption
            label="Alphabet"
            value={alphabet}
            options={BASE64_ALPHABETS}
            onChange={setAlphabet}
          />
          <CheckboxOption label="Padding" checked={padding} onChange={setPadding} />
          {mode === "encode" && (
            <CheckboxOption label="Wrap lines at 76" checked={wrapAt76} onChange={setWrapAt76} />
          )}
        </OptionsRow>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {mode === "encode"
            ? "Text is encoded as UTF-8; a file is encoded byte for byte, whatever it holds."
            : "Decoding accepts both alphabets, with or without padding, line breaks and spaces, and data: URLs (data:…;base64,…)."}
        </p>
        <ErrorPanel message={error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-2">
            {file && (
              <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800">
                <span>
                  File: <strong className="break-all">{file.name}</strong> ({formatBytes(file.size)}
                  )
                </span>
                <span className="ml-auto">
                  <PanelButton icon={X} label="Remove file" onClick={clear} />
                </span>
              </div>
            )}
            <InputPanel value={text} onChange={editText} onFileBytes={chooseFile} />
          </div>
          <div className="flex flex-col gap-2">
            {isBinary && decodedBytes ? (
              <section
                aria-label="Output panel"
                className="flex flex-col items-start gap-3 rounded-md border border-slate-300 p-4 dark:border-slate-600"
              >
                <span className="font-medium">Output</span>
                <p className="text-sm">
                  The result is binary data, {count(decodedBytes.length, "byte")}: it is not UTF-8
                  text, so it is not shown. Download it as a file instead.
                </p>
                <PanelButton icon={FileDown} label="Download as file" onClick={downloadBytes} />
              </section>
            ) : outputText.length > OUTPUT_PREVIEW_CHARS ? (
              <OutputPreviewPanel
                value={outputText}
                fileName={outputFileName}
                previewChars={OUTPUT_PREVIEW_CHARS}
                status={status}
              />
            ) : (
              <OutputPanel value={outputText} fileName={outputFileName} status={status} />
            )}
            {isBinary && <p className="text-xs text-slate-600 dark:text-slate-300">{status}</p>}
          </div>
        </div>
        <RandomSecretSection toolPath={tool.path} alphabet={alphabet} padding={padding} />
      </div>
    </ToolPage>
  );
}
