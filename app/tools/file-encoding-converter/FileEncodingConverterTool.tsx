// The File Encoding Converter page. A chosen file is detected, decoded and re-encoded in a worker
// (tens of MB never freeze the page); pasted text is converted as you type, in the worker when very
// long. The input is never stored; the options are.
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { downloadBlob } from "~/lib/browser/download";
import { usePersistentChecked, usePersistentState } from "~/hooks/persistent-state";
import { decodeBytes } from "~/lib/text/text-decode";
import {
  ENCODING_OPTIONS,
  browserDecoders,
  hasByteOrderMark,
  isTextEncodingName,
} from "~/lib/text/text-encodings";
import { counted } from "~/lib/text/text-stats";
import { useAutoRun, useTextOrFile } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { useToolFeedback } from "~/ui/page/ToolFeedback";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import {
  AUTO_SOURCE,
  type ConversionJob,
  type ConversionJobResult,
  convertTextJob,
} from "./conversion-job";
import { ConvertedOutputPanel } from "./ConvertedOutputPanel";
import { FileDetails, SHRINKING_SELECT } from "./FileDetails";
import {
  type ConversionOptions,
  DEFAULT_TARGET,
  UNMAPPABLE_MODES,
  convertedFileName,
  describeLineEndings,
  isUnmappableMode,
  malformedNote,
  unmappableError,
  unmappableNote,
} from "./file-encoding-converter";

/** Pasted text up to this length is converted on the page at every change (a few ms). */
export const LIVE_LIMIT_CHARS = 200_000;

function createWorker() {
  return new Worker(new URL("./file-encoding-converter.worker.ts", import.meta.url), {
    type: "module",
  });
}

/** On the page only text is converted: a file is always large (useToolRun's `large`). */
function convertOnPage(job: ConversionJob): ConversionJobResult {
  if (job.kind !== "text") throw new Error("Files are converted in the worker");
  return convertTextJob(job, browserDecoders);
}

const noteClass = "whitespace-pre-wrap break-words rounded-md border p-3 text-sm";

export function FileEncodingConverterTool({ tool }: { tool: ToolEntry }) {
  const [byteOrderMark, setByteOrderMark] = usePersistentState(tool.path, "byteOrderMark", false);
  const [target, setTarget] = usePersistentChecked(
    tool.path,
    "target",
    isTextEncodingName,
    DEFAULT_TARGET,
  );
  const [unmappable, setMode] = usePersistentChecked(
    tool.path,
    "unmappable",
    isUnmappableMode,
    "error",
  );
  const input = useTextOrFile();
  const { text, file, hasInput } = input;
  const [source, setSource] = useState(AUTO_SOURCE);
  const notify = useToolFeedback();
  const copyWithFeedback = useCopyWithFeedback();

  const options = useMemo<ConversionOptions>(
    () => ({ target, byteOrderMark, unmappable }),
    [target, byteOrderMark, unmappable],
  );
  const large = file !== null || text.length > LIVE_LIMIT_CHARS;
  // A new object exactly when the input or an option changes: the run in progress is for it only.
  const job = useMemo<ConversionJob>(
    () => (file ? { kind: "file", file, source, options } : { kind: "text", text, options }),
    [file, source, text, options],
  );
  const transform = useToolRun({
    job,
    large,
    compute: convertOnPage,
    createWorker,
    sameJob: Object.is,
  });
  useAutoRun(large && !transform.held, file !== null, transform.run); // held input waits for the user

  // Empty text converts to nothing worth showing or saving.
  const result = hasInput ? transform.output : null;
  const output = result?.output ?? null;
  const outputName = convertedFileName(file?.name ?? null, target);

  function downloadOutput() {
    if (!output) return;
    downloadBlob(outputName, new Blob([output as Uint8Array<ArrayBuffer>], { type: "text/plain" }));
    notify(DOWNLOADED_FEEDBACK);
  }

  async function copyOutput() {
    if (!output || !result) return;
    // The preview holds all of a short result; a long one is read back whole for the clipboard.
    const all = result.previewTruncated
      ? decodeBytes(output, target, browserDecoders).text
      : result.preview;
    await copyWithFeedback(all);
  }

  function chooseFile(chosen: File) {
    input.chooseFile(chosen);
    // Each file is detected afresh.
    setSource(AUTO_SOURCE);
  }

  function clear() {
    input.clear();
    transform.reset();
  }

  const stopped = result !== null && output === null;
  const error =
    transform.error ??
    (stopped ? unmappableError(result.unmappableCount, target, result.unmappable) : null);
  const status = statusLine(transform, result, file !== null);

  const { actions, shortcuts } = transformActions(transform, {
    runLabel: "Convert",
    runTitle: large
      ? "Convert again now (Ctrl+Enter)"
      : "Pasted text converts as you type; files and very long text convert in the background",
    hasInput,
    // Copy and Download follow the bytes: a result of blank lines is still one to save.
    output: output ? "converted" : "",
    outputActions: { copy: copyOutput, download: downloadOutput },
    onClear: clear,
  });

  const decoding = result?.decoding;
  const lineEndings = result ? describeLineEndings(result.lineEndings) : null;

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <div className={SHRINKING_SELECT}>
            <SelectOption
              label="Target encoding"
              value={target}
              options={ENCODING_OPTIONS}
              onChange={setTarget}
            />
          </div>
          {hasByteOrderMark(target) && (
            <CheckboxOption
              label="Write a byte order mark (BOM)"
              checked={byteOrderMark}
              onChange={setByteOrderMark}
            />
          )}
          <SelectOption
            label="Unmappable characters"
            value={unmappable}
            options={UNMAPPABLE_MODES}
            onChange={setMode}
          />
        </OptionsRow>
        <ErrorPanel message={error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            {file && (
              <FileDetails
                file={file}
                detection={result?.detection ?? null}
                source={source}
                onSourceChange={setSource}
                lineEndings={lineEndings}
                onRemove={clear}
              />
            )}
            <InputPanel
              value={text}
              onChange={input.editText}
              onFileBytes={chooseFile}
              placeholder="Paste text here, or open or drop a file to detect its encoding"
              height={file ? "10rem" : undefined}
            />
            {!file && text !== "" && lineEndings && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Line endings: {lineEndings}
              </p>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <ConvertedOutputPanel
              preview={result?.preview ?? ""}
              truncated={result?.previewTruncated ?? false}
              status={status}
              canSave={output !== null}
              onCopy={() => void copyOutput()}
              onDownload={downloadOutput}
            />
            {decoding && decoding.malformedCount > 0 && (
              <section
                aria-label="Malformed input"
                className={`${noteClass} border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100`}
              >
                {malformedNote(decoding.malformedCount, decoding.encoding, decoding.malformed)}
              </section>
            )}
            {output && result && result.unmappableCount > 0 && (
              <section
                aria-label="Replaced characters"
                className={`${noteClass} border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100`}
              >
                {unmappableNote(result.unmappableCount, target, unmappable, result.unmappable)}
              </section>
            )}
          </div>
        </div>
      </div>
    </ToolPage>
  );
}

function statusLine(
  transform: { running: boolean; progress: number | null; waiting: boolean },
  result: ConversionJobResult | null,
  isFile: boolean,
): string {
  if (transform.running) {
    return transform.progress === null
      ? "Working…"
      : `Working… ${Math.round(transform.progress * 100)} %`;
  }
  if (!result || transform.waiting) return "";
  const input =
    isFile && result.inputBytes !== null
      ? counted(result.inputBytes, "byte")
      : counted(result.inputCharacters, "character");
  const output = result.output ? counted(result.output.length, "byte") : "stopped";
  return `Input: ${input} · Output: ${output}`;
}
