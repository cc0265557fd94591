// The Character Counter page: counts follow every keystroke up to 200,000 characters of ASCII
// (50,000 of other text); a longer text, or a file over 2 MB (read by the worker, never put in the
// editor), is counted in a worker with progress, so a 50 MB file never freezes the page.
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { EDITOR_FILE_LIMIT_BYTES, formatBytes, readFileAsText } from "~/lib/browser/read-file";
import { errorMessage } from "~/lib/tool-error";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { KeptFileNote } from "~/ui/panels/KeptFileNote";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import {
  type CountJob,
  type TextCounts,
  countReport,
  countText,
  isAscii,
} from "./character-counter";
import { CountsView } from "./CountsView";
import {
  LIMIT_PRESETS,
  LIMIT_UNITS,
  type LimitProgress,
  type LimitUnit,
  limitProgress,
  parseLimit,
} from "./character-limit";

/**
 * Up to this many characters of ASCII text the counts follow every change on the main thread (about
 * 20 ms in Chromium here); beyond, a worker counts.
 */
export const LIVE_LIMIT_CHARS = 200_000;
/**
 * Text with any other character goes through Intl.Segmenter, about 1.3 µs a character in Chromium
 * here (199,000 characters of accented or Chinese text: 200–270 ms): live only up to this many.
 */
export const LIVE_LIMIT_SEGMENTED_CHARS = 50_000;
export const OUTPUT_FILE_NAME = "character-count.txt";
const TOP_WORDS = 10;

function createWorker() {
  return new Worker(new URL("./character-counter.worker.ts", import.meta.url), { type: "module" });
}

const countJob = ({ text, ignoreStopWords, topWords }: CountJob) =>
  countText(text, { ignoreStopWords, topWords });

/** The chosen limit, or the message of a custom limit that is not a number. */
function chosenLimit(
  preset: string,
  custom: string,
  customUnit: LimitUnit,
): { limit: number; unit: LimitUnit } | { error: string } | null {
  const found = LIMIT_PRESETS.find((p) => p.value === preset);
  if (found?.limit && found.unit) return { limit: found.limit, unit: found.unit };
  if (preset !== "custom") return null;
  try {
    return { limit: parseLimit(custom), unit: customUnit };
  } catch (error) {
    return { error: errorMessage(error) };
  }
}

export function CharacterCounterTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  const [file, setFile] = useState<File | null>(null);
  const [loadedNote, setLoadedNote] = useState<string | null>(null);
  const [ignoreStopWords, setIgnoreStopWords] = usePersistentState(
    tool.path,
    "ignoreStopWords",
    true,
  );
  const [preset, setPreset] = usePersistentChoice(tool.path, "limit", LIMIT_PRESETS, "none");
  const [customLimit, setCustomLimit] = usePersistentState(tool.path, "customLimit", "500", {
    role: "option",
  });
  const [customUnit, setCustomUnit] = usePersistentChoice<LimitUnit>(
    tool.path,
    "customUnit",
    LIMIT_UNITS,
    "characters",
  );

  const large =
    file !== null ||
    text.length > LIVE_LIMIT_CHARS ||
    (text.length > LIVE_LIMIT_SEGMENTED_CHARS && !isAscii(text));
  const job = useMemo<CountJob>(
    () => ({ text, file, ignoreStopWords, topWords: TOP_WORDS }),
    [text, file, ignoreStopWords],
  );
  const transform = useToolRun<CountJob, TextCounts>({
    job,
    large,
    compute: countJob,
    createWorker,
  });
  // A chosen file is counted at once; long typed text after a pause in typing. Restored text
  // held after an unfinished run waits for the user, like every tool's.
  useAutoRun(large && !transform.held, file !== null, transform.run);

  const counts = transform.output;
  const report = counts ? countReport(counts) : "";
  const outputActions = useOutputActions(report, OUTPUT_FILE_NAME);

  const limit = chosenLimit(preset, customLimit, customUnit);
  const progress: LimitProgress | null =
    counts && limit && "limit" in limit ? limitProgress(counts, limit.limit, limit.unit) : null;

  function editText(value: string) {
    setText(value);
    setFile(null);
    if (value === "") setLoadedNote(null);
  }

  // A file over the editor's limit stays a file the worker reads; a smaller one fills the editor.
  async function chooseFile(chosen: File) {
    const keptAsFile = chosen.size > EDITOR_FILE_LIMIT_BYTES;
    const content = keptAsFile ? "" : await readFileAsText(chosen);
    setLoadedNote(`${chosen.name} (${formatBytes(chosen.size)})`);
    setFile(keptAsFile ? chosen : null);
    setText(content);
  }

  function clear() {
    editText("");
    transform.reset();
  }

  const { actions, shortcuts } = transformActions(transform, {
    runLabel: "Count",
    runTitle: large
      ? "Count again now (Ctrl+Enter)"
      : "The counts update as you type; very large texts and files are counted in the background",
    hasInput: text !== "" || file !== null,
    output: report,
    outputActions,
    onClear: clear,
  });

  let status: string | undefined;
  if (transform.running) {
    status =
      transform.progress === null
        ? "Counting…"
        : `Counting… ${Math.round(transform.progress * 100)} %`;
  } else if (transform.waiting && !transform.held) {
    // Held input waits for "Run it": the guard's notice says why.
    status = "Large input: counting in the background…";
  }

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption label="Limit" value={preset} options={LIMIT_PRESETS} onChange={setPreset} />
          {preset === "custom" && (
            <>
              <TextOption
                label="Custom limit"
                value={customLimit}
                onChange={setCustomLimit}
                width="7rem"
              />
              <SelectOption
                label="Count"
                value={customUnit}
                options={LIMIT_UNITS}
                onChange={setCustomUnit}
              />
            </>
          )}
          <CheckboxOption
            label="Ignore common words in the top list"
            checked={ignoreStopWords}
            onChange={setIgnoreStopWords}
          />
        </OptionsRow>
        <ErrorPanel message={transform.error ?? (limit && "error" in limit ? limit.error : null)} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            {file && <KeptFileNote file={file} what="counted in the background" onRemove={clear} />}
            <InputPanel
              value={text}
              onChange={editText}
              onFileBytes={(chosen) => void chooseFile(chosen)}
              largePasteAsFile
              accept="text/*,.txt,.md,.csv,.json,.html,.xml"
              height="20rem"
              placeholder={file ? "Type here to replace the file" : undefined}
            />
            {!file && loadedNote && text !== "" && (
              <p className="text-xs text-slate-600 dark:text-slate-300">Loaded {loadedNote}</p>
            )}
          </div>
          <OutputPanel value={report} fileName={OUTPUT_FILE_NAME} status={status}>
            <CountsView counts={counts} progress={progress} />
          </OutputPanel>
        </div>
      </div>
    </ToolPage>
  );
}
