// The Text Escaper page: the result follows every keystroke; a very large input is processed in a
// worker on Escape/Unescape (Ctrl+Enter). The input is never stored; the options are.
import { ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { transformStatus } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import {
  CSV_DELIMITERS,
  DEFAULT_ESCAPE_OPTIONS,
  ESCAPE_DIRECTIONS,
  ESCAPE_FORMATS,
  type EscapeJob,
  type EscapeOptions,
  NON_ASCII_FORMATS,
  isCsvDelimiter,
  isEscapeDirection,
  isEscapeFormat,
  runEscaper,
} from "./text-escaper";

/**
 * Up to this many characters the result is computed on every change, on the main thread: the
 * slowest format takes about 20 ms for this size. Beyond it, the primary action runs the worker.
 */
export const LIVE_LIMIT_CHARS = 200_000;

function createWorker() {
  return new Worker(new URL("./text-escaper.worker.ts", import.meta.url), { type: "module" });
}

/** The options are an object of their own: compare its values, not its identity. */
function sameJob(a: EscapeJob, b: EscapeJob): boolean {
  return (
    a.text === b.text &&
    (Object.keys(a.options) as (keyof EscapeOptions)[]).every(
      (key) => a.options[key] === b.options[key],
    )
  );
}

/** The options, stored as plain values and checked on the way back, so stale ones fall back safely. */
function useEscapeOptions(toolPath: string) {
  const defaults = DEFAULT_ESCAPE_OPTIONS;
  const [format, setFormat] = usePersistentState<string>(toolPath, "format", defaults.format, {
    role: "option",
  });
  const [direction, setDirection] = usePersistentState<string>(
    toolPath,
    "direction",
    defaults.direction,
    { role: "option" },
  );
  const [escapeNonAscii, setEscapeNonAscii] = usePersistentState(
    toolPath,
    "escapeNonAscii",
    defaults.escapeNonAscii,
  );
  const [csvDelimiter, setCsvDelimiter] = usePersistentState(
    toolPath,
    "csvDelimiter",
    defaults.csvDelimiter,
    { role: "option" },
  );
  const [sqlBackslashEscapes, setSqlBackslashEscapes] = usePersistentState(
    toolPath,
    "sqlBackslashEscapes",
    defaults.sqlBackslashEscapes,
  );
  const options: EscapeOptions = useMemo(
    () => ({
      format: isEscapeFormat(format) ? format : defaults.format,
      direction: isEscapeDirection(direction) ? direction : defaults.direction,
      escapeNonAscii,
      csvDelimiter: isCsvDelimiter(csvDelimiter) ? csvDelimiter : defaults.csvDelimiter,
      sqlBackslashEscapes,
    }),
    [format, direction, escapeNonAscii, csvDelimiter, sqlBackslashEscapes, defaults],
  );
  return {
    options,
    setFormat,
    setDirection,
    setEscapeNonAscii,
    setCsvDelimiter,
    setSqlBackslashEscapes,
  };
}

export function TextEscaperTool({ tool }: { tool: ToolEntry }) {
  // Plain state, never persisted: people paste tokens and passwords here.
  // Not stored (what is encoded or hashed here is often a secret), but shareable and able to
  // take a result another tool hands over.
  const [text, setText] = usePersistentState(tool.path, "input", "", { persist: false });
  const settings = useEscapeOptions(tool.path);
  const { options } = settings;
  const escaping = options.direction === "escape";
  const large = text.length > LIVE_LIMIT_CHARS;
  const outputFileName = escaping ? "escaped.txt" : "unescaped.txt";

  const job = useMemo<EscapeJob>(() => ({ text, options }), [text, options]);
  const transform = useToolRun({ job, large, compute: runEscaper, createWorker, sameJob });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, outputFileName);

  function clear() {
    setText("");
    transform.reset();
  }

  function swap() {
    setText(output);
    settings.setDirection(escaping ? "unescape" : "escape");
  }

  const runLabel = escaping ? "Escape" : "Unescape";
  const status = transformStatus(transform, { input: text, output, verb: "process", runLabel });

  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: text !== "",
    output,
    outputActions,
    onClear: clear,
    onSwap: swap,
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Format"
            value={options.format}
            options={ESCAPE_FORMATS}
            onChange={settings.setFormat}
          />
          <SelectOption
            label="Direction"
            value={options.direction}
            options={ESCAPE_DIRECTIONS}
            onChange={settings.setDirection}
          />
          {options.format === "csv" && (
            <SelectOption
              label="Delimiter"
              value={options.csvDelimiter}
              options={CSV_DELIMITERS}
              onChange={settings.setCsvDelimiter}
            />
          )}
          {options.format === "sql" && (
            <CheckboxOption
              label="Backslash escapes (MySQL)"
              checked={options.sqlBackslashEscapes}
              onChange={settings.setSqlBackslashEscapes}
            />
          )}
          {escaping && NON_ASCII_FORMATS.has(options.format) && (
            <CheckboxOption
              label="Escape non-ASCII characters"
              checked={options.escapeNonAscii}
              onChange={settings.setEscapeNonAscii}
            />
          )}
        </OptionsRow>
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          Your text stays on this device: it is processed in your browser and never stored.
        </p>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName={outputFileName} status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
