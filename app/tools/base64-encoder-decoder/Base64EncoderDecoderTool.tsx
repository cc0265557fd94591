// The Base64 Encoder/Decoder page. Typed text is converted as you type; a file, or text too large
// to follow every keystroke, is converted in a worker so the page never freezes (a 50 MB file
// included). Input text and files are never stored: people paste keys and tokens here.
import { FileDown, X } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import type { Base64EncodeOptions } from "~/lib/text/base64";
import { downloadBlob } from "~/lib/browser/download";
import { usePersistentChecked, usePersistentState } from "~/hooks/persistent-state";
import { formatBytes } from "~/lib/browser/read-file";
import { counted } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK, OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { useToolFeedback } from "~/ui/page/ToolFeedback";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import {
  type Base64Job,
  type Base64Result,
  decodeText,
  encodeText,
  isBase64Alphabet,
  isBase64Mode,
} from "./base64-tool";
import { OutputPreviewPanel } from "./OutputPreviewPanel";
import { RandomSecretSection } from "./RandomSecretSection";
import { stepOptions as base64Options } from "./step";

/** Typed text up to this size is converted on every change: about 10 ms either way at 1,000,000 characters. */
export const LIVE_LIMIT_CHARS = 1_000_000;
/** Large typed text waits for a pause in typing before the worker starts. */
/**
 * Longer results are shown in part. Base64 is one long line, and laying it out blocked Chromium's
 * main thread for about a second per million characters (measured in e2e); 100,000 take ~50 ms.
 */
export const OUTPUT_PREVIEW_CHARS = 100_000;
export const ENCODED_FILE_NAME = "encoded.txt";
export const DECODED_TEXT_FILE_NAME = "decoded.txt";
export const DECODED_BYTES_FILE_NAME = "decoded.bin";

function createWorker() {
  return new Worker(new URL("./base64.worker.ts", import.meta.url), { type: "module" });
}

/** Typed text, converted on the page; a file never is (it is always large, so it goes to the worker). */
function convertTyped(job: Base64Job): Base64Result {
  const text = job.source.kind === "text" ? job.source.text : "";
  return job.mode === "encode"
    ? { mode: "encode", base64: encodeText(text, job.options) }
    : { mode: "decode", ...decodeText(text) };
}

export function Base64EncoderDecoderTool({ tool }: { tool: ToolEntry }) {
  // Options persist (stored as plain values and checked); the input never does.
  const [padding, setPadding] = usePersistentState(
    tool.path,
    "padding",
    base64Options.padding.default,
  );
  const [wrapAt76, setWrapAt76] = usePersistentState(
    tool.path,
    "wrapAt76",
    base64Options.wrapAt76.default,
  );
  const [mode, setMode] = usePersistentChecked(
    tool.path,
    "mode",
    isBase64Mode,
    base64Options.mode.default,
  );
  const [alphabet, setAlphabet] = usePersistentChecked(
    tool.path,
    "alphabet",
    isBase64Alphabet,
    base64Options.alphabet.default,
  );
  // Not stored (what is encoded or hashed here is often a secret), but shareable and able to
  // take a result another tool hands over.
  const [text, setText] = usePersistentState(tool.path, "input", "", { persist: false });
  const [file, setFile] = useState<File | null>(null);
  const notify = useToolFeedback();

  // Null while decoding, so options that do not apply cannot restart a decode.
  const encodeOptions = useMemo<Base64EncodeOptions | null>(
    () => (mode === "encode" ? { alphabet, padding, wrapAt76 } : null),
    [mode, alphabet, padding, wrapAt76],
  );
  const large = file !== null || text.length > LIVE_LIMIT_CHARS;

  // Its identity changes exactly when the input or a relevant option does: a run is current
  // while its job is this very object, and a new one restarts the worker below.
  const job = useMemo<Base64Job>(() => {
    const source = file ? { kind: "file" as const, file } : { kind: "text" as const, text };
    return encodeOptions
      ? { mode: "encode", source, options: encodeOptions }
      : { mode: "decode", source };
  }, [file, text, encodeOptions]);
  const transform = useToolRun({
    job,
    large,
    compute: convertTyped,
    createWorker,
    sameJob: Object.is,
  });
  const { run, running } = transform;

  // A chosen file starts at once; large typed text waits until typing pauses.
  useAutoRun(large, Boolean(file), run);

  const result = transform.output;
  const outputText =
    result === null ? "" : result.mode === "encode" ? result.base64 : (result.text ?? "");
  const decodedBytes = result?.mode === "decode" ? result.bytes : null;
  const isBinary = result?.mode === "decode" && result.text === null;
  const outputFileName = mode === "encode" ? ENCODED_FILE_NAME : DECODED_TEXT_FILE_NAME;
  const outputActions = useOutputActions(outputText, outputFileName);

  function downloadBytes() {
    if (!decodedBytes || decodedBytes.length === 0) return;
    downloadBlob(
      DECODED_BYTES_FILE_NAME,
      new Blob([decodedBytes as Uint8Array<ArrayBuffer>], { type: "application/octet-stream" }),
    );
    notify(DOWNLOADED_FEEDBACK);
  }

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
    transform.reset();
  }

  const hasInput = text !== "" || file !== null;
  const inputSize = file
    ? `${file.name} (${formatBytes(file.size)})`
    : counted(text.length, "character");
  let status: string;
  if (running) {
    status =
      transform.progress === null
        ? "Working…"
        : `Working… ${Math.round(transform.progress * 100)} %`;
  } else if (transform.waiting) {
    status = `Input: ${inputSize}`;
  } else if (result?.mode === "decode") {
    status = `Input: ${inputSize} · Output: ${counted(result.bytes.length, "byte")}`;
  } else {
    status = `Input: ${inputSize} · Output: ${counted(outputText.length, "character")}`;
  }

  const runLabel = mode === "encode" ? "Encode" : "Decode";
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    runTitle: large
      ? `${runLabel} again now (Ctrl+Enter)`
      : "The result updates as you type; files and very large inputs are converted in the background",
    hasInput,
    output: outputText,
    outputActions,
    onClear: clear,
    // Ctrl+S saves what the mode produces: Base64 text, or the decoded bytes as they are.
    download:
      mode === "encode"
        ? undefined
        : {
            label: "Download as file",
            icon: FileDown,
            disabled: !decodedBytes?.length,
            onClick: downloadBytes,
          },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Mode"
            value={mode}
            options={base64Options.mode.choices}
            onChange={setMode}
          />
          <SelectOption
            label="Alphabet"
            value={alphabet}
            options={base64Options.alphabet.choices}
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
        <ErrorPanel message={transform.error} />
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
                  The result is binary data, {counted(decodedBytes.length, "byte")}: it is not UTF-8
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
