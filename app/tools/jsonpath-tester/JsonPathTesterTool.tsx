// The JSONPath and jq Tester page: a JSONPath query (RFC 9535) or a jq filter run on the JSON Input
// in a worker (as you type up to LIVE_LIMIT_CHARS, on Run or Enter beyond, and at once for a file),
// each JSONPath match listed with its normalized path and marked in the input.
import { FileCode } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked, usePersistentState } from "~/hooks/persistent-state";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { EDITOR_FILE_LIMIT_BYTES, formatBytes, readFileAsText } from "~/lib/browser/read-file";
import { groupedCount } from "~/lib/number/count-text";
import { timeLimitedWorker } from "~/lib/workers/time-limited-worker";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { KeptFileNote } from "~/ui/panels/KeptFileNote";
import { QueryField } from "~/ui/panels/QueryField";
import { transformActions } from "~/ui/runtime/transform-actions";
import type { JqOptions } from "./jq-query";
import {
  type JsonPathTesterJob,
  type JsonPathTesterResult,
  valuesLeftOutNote,
} from "./jsonpath-tester-job";
import { JQ_EXAMPLES, JSONPATH_EXAMPLES, SAMPLE_JSON } from "./jsonpath-samples";
import { MatchList } from "./MatchList";

/** Up to this many characters the result follows every change; beyond, Run (or Enter) runs it. */
export const LIVE_LIMIT_CHARS = 1_000_000;
/** The Input's largest file: read in the worker, never put into the editor. */
export const MAX_INPUT_BYTES = 100 * 1024 * 1024;
/** jq's output shown on the page (Copy and Download give all of it): drawing more holds the page. */
export const SHOWN_OUTPUT_CHARS = 200_000;
export const TIME_LIMIT_MS = 10_000;
export const TIME_LIMIT_MESSAGE =
  "Stopped after 10 s: the query took too long on this input (a jq filter may never end, e.g. repeat or recurse without a condition).";

type Mode = "jsonpath" | "jq";
const MODES = [
  { value: "jsonpath", label: "JSONPath (RFC 9535)" },
  { value: "jq", label: "jq" },
] as const;
const isMode = (value: unknown): value is Mode => value === "jsonpath" || value === "jq";

const JQ_SWITCHES: readonly { key: keyof JqOptions; label: string }[] = [
  { key: "compact", label: "Compact output (-c)" },
  { key: "rawOutput", label: "Raw strings (-r)" },
  { key: "slurp", label: "Slurp (-s)" },
  { key: "nullInput", label: "Null input (-n)" },
  { key: "sortKeys", label: "Sort keys (-S)" },
];
const NO_SWITCHES: JqOptions = {
  compact: false,
  rawOutput: false,
  slurp: false,
  nullInput: false,
  sortKeys: false,
};
const isJqOptions = (value: unknown): value is JqOptions =>
  typeof value === "object" &&
  value !== null &&
  JQ_SWITCHES.every(({ key }) => typeof (value as Record<string, unknown>)[key] === "boolean");

function createWorker() {
  return timeLimitedWorker(
    () => new Worker(new URL("./jsonpath-tester.worker.ts", import.meta.url), { type: "module" }),
    TIME_LIMIT_MS,
    TIME_LIMIT_MESSAGE,
  );
}

const loadMatchMarks = () => import("~/ui/editor/match-marks");

/** What Copy and Download give: the matched values as a JSON array, or jq's output as it prints it. */
function resultText(result: JsonPathTesterResult | null): string {
  if (!result) return "";
  return result.mode === "jq" ? result.outputs.join("\n") : result.valuesJson;
}

function summary(result: JsonPathTesterResult): string {
  if (result.mode === "jq")
    return result.outputs.length === 1
      ? "1 output"
      : `${groupedCount(result.outputs.length)} outputs`;
  if (result.count === 0) return "No match";
  const matched = result.count === 1 ? "1 match" : `${groupedCount(result.count)} matches`;
  const listed =
    result.count > result.matches.length
      ? `${matched}; the first ${groupedCount(result.matches.length)} listed`
      : matched;
  return result.valuesLeftOut > 0
    ? `${listed}; ${valuesLeftOutNote(result.valuesLeftOut)}`
    : listed;
}

export function JsonPathTesterTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mode, setMode] = usePersistentChecked<Mode>(tool.path, "mode", isMode, "jsonpath");
  const [query, setQuery] = usePersistentState(tool.path, "query", "");
  const [jqOptions, setJqOptions] = usePersistentChecked(
    tool.path,
    "jqOptions",
    isJqOptions,
    NO_SWITCHES,
  );

  const input = file ?? text;
  const job = useMemo<JsonPathTesterJob>(
    () =>
      mode === "jsonpath"
        ? { mode, input, query }
        : { mode, input, filter: query, options: jqOptions },
    [mode, input, query, jqOptions],
  );
  const hasInput = file !== null || text.trim() !== "";
  const large = file !== null || text.length > LIVE_LIMIT_CHARS;
  const evaluation = useToolRun<JsonPathTesterJob, JsonPathTesterResult>({
    job,
    idle: !hasInput || query.trim() === "",
    large,
    createWorker,
  });
  // A file is read at once; a long typed text after a pause in typing.
  useAutoRun(large && !evaluation.held && query.trim() !== "", file !== null, evaluation.run);
  const result = evaluation.error ? null : evaluation.output;

  // The picked match belongs to one result: a new result starts with none picked.
  const [picked, setPicked] = useState<{ result: typeof result; index: number } | null>(null);
  const pickedIndex = picked && picked.result === result ? picked.index : null;
  const matches = useMemo(
    () => (result?.mode === "jsonpath" && file === null ? result.matches : []),
    [result, file],
  );
  const { module: marks } = useModuleOnNeed(matches.length > 0, loadMatchMarks);
  const editorMarks = useMemo(() => {
    if (!marks) return undefined;
    const spans = matches.flatMap((match) => (match.range ? [match.range] : []));
    const pickedSpan = pickedIndex === null ? null : (matches[pickedIndex]?.range ?? null);
    return marks.matchMarksExtension(spans, pickedSpan);
  }, [marks, matches, pickedIndex]);

  const output = useMemo(() => resultText(result), [result]);
  const outputActions = useOutputActions(
    output,
    result?.mode === "jq" ? "jq-output.txt" : "matches.json",
    result?.mode === "jq" ? "text/plain" : "application/json",
  );

  // A file over the editor's limit stays a file the worker reads; a smaller one fills the editor.
  async function chooseFile(chosen: File) {
    setFileError(null);
    if (chosen.size > MAX_INPUT_BYTES) {
      setFileError(
        `${chosen.name} is ${formatBytes(chosen.size)}: the Input takes files up to 100 MB.`,
      );
      return;
    }
    const keptAsFile = chosen.size > EDITOR_FILE_LIMIT_BYTES;
    const content = keptAsFile ? "" : await readFileAsText(chosen);
    setFile(keptAsFile ? chosen : null);
    setText(content);
  }

  function editText(value: string) {
    setText(value);
    setFile(null);
    setFileError(null);
  }

  function clear() {
    editText("");
    evaluation.reset();
  }

  function tryExample(example: string) {
    setQuery(example);
    if (!hasInput) setText(SAMPLE_JSON);
  }

  const currentOutputActions = useOutputActionsOnCurrent(evaluation, outputActions);
  const { actions, shortcuts } = transformActions(evaluation, {
    runLabel: "Run",
    runTitle: large
      ? "Run the query on this large input in the background (Ctrl+Enter)"
      : "Results update as you type; Run is needed only for very large inputs",
    hasInput,
    output,
    outputActions: currentOutputActions,
    onClear: clear,
    extra: [
      {
        label: "Load sample",
        icon: FileCode,
        onClick: () => {
          editText(SAMPLE_JSON);
          if (query.trim() === "")
            setQuery(mode === "jq" ? JQ_EXAMPLES[0].query : JSONPATH_EXAMPLES[0].query);
        },
      },
    ],
  });

  const status = !hasInput
    ? "Enter or open a JSON document"
    : query.trim() === ""
      ? mode === "jq"
        ? "Enter a jq filter"
        : "Enter a JSONPath query"
      : evaluation.running
        ? "Running…"
        : evaluation.waiting && large
          ? "Large input: press Run (Ctrl+Enter)"
          : "";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption label="Mode" value={mode} options={MODES} onChange={setMode} />
          {mode === "jq" &&
            JQ_SWITCHES.map(({ key, label }) => (
              <CheckboxOption
                key={key}
                label={label}
                checked={jqOptions[key]}
                onChange={(checked) => setJqOptions({ ...jqOptions, [key]: checked })}
              />
            ))}
        </OptionsRow>
        <QueryField
          label="Query"
          value={query}
          placeholder={mode === "jq" ? ".store.book[] | .title" : "$.store.book[?@.price < 10]"}
          examples={mode === "jq" ? JQ_EXAMPLES : JSONPATH_EXAMPLES}
          onChange={setQuery}
          onRun={evaluation.run}
          onExample={tryExample}
        />
        <ErrorPanel message={evaluation.error ?? fileError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            {file && <KeptFileNote file={file} what="queried in the background" onRemove={clear} />}
            <InputPanel
              value={text}
              onChange={editText}
              onFileBytes={(chosen) => void chooseFile(chosen)}
              largePasteAsFile
              accept=".json,.geojson,.jsonl,.ndjson,application/json,text/plain"
              placeholder={
                file ? "Type here to replace the file" : "Paste JSON here, open a file or drop one"
              }
              language={editorMarks}
              height="28rem"
            />
          </div>
          <section aria-label="Output" className="flex min-w-0 flex-col">
            <div className="mb-1.5 flex flex-wrap items-center gap-2">
              <h2 className="font-medium">Results</h2>
              <span role="status" className="text-xs text-slate-700 dark:text-slate-300">
                {result ? summary(result) : status}
              </span>
            </div>
            <div className="min-h-40 overflow-auto rounded-md border border-slate-300 bg-white lg:h-[28rem] dark:border-slate-600 dark:bg-slate-900">
              {result?.mode === "jsonpath" && (
                <MatchList
                  matches={result.matches}
                  pickedIndex={pickedIndex}
                  canShow={file === null}
                  onPick={(index) => setPicked({ result, index })}
                />
              )}
              {result?.mode === "jq" && (
                <pre
                  aria-label="jq output"
                  className="whitespace-pre-wrap break-words p-3 font-mono text-sm text-slate-900 dark:text-slate-100"
                >
                  {output.length > SHOWN_OUTPUT_CHARS
                    ? `${output.slice(0, SHOWN_OUTPUT_CHARS)}\n… (the first ${groupedCount(SHOWN_OUTPUT_CHARS)} of ${groupedCount(output.length)} characters; Copy and Download give all)`
                    : output}
                </pre>
              )}
            </div>
          </section>
        </div>
      </div>
    </ToolPage>
  );
}
