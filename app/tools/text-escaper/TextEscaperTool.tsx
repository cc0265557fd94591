// The Text Escaper page: the result follows every keystroke; a very large input is processed in a
// worker on Escape/Unescape (Ctrl+Enter). The input is never stored; the options are.
import { ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { transformStatus } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { type EscapeJob, runEscaper } from "./text-escaper";
import { type EscapeOptions, NON_ASCII_FORMATS } from "./text-escaper-options";
import { stepOptions } from "./step";

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

/**
 * The options, by the names and with the choices and defaults of the tool's step declaration; the
 * choices are stored as plain values and checked on the way back, so stale ones fall back safely.
 */
function useEscapeOptions(toolPath: string) {
  const [format, setFormat] = usePersistentChoice(
    toolPath,
    "format",
    stepOptions.format.choices,
    stepOptions.format.default,
  );
  const [direction, setDirection] = usePersistentChoice(
    toolPath,
    "direction",
    stepOptions.direction.choices,
    stepOptions.direction.default,
  );
  const [escapeNonAscii, setEscapeNonAscii] = usePersistentState(
    toolPath,
    "escapeNonAscii",
    stepOptions.escapeNonAscii.default,
  );
  const [csvDelimiter, setCsvDelimiter] = usePersistentChoice(
    toolPath,
    "csvDelimiter",
    stepOptions.csvDelimiter.choices,
    stepOptions.csvDelimiter.default,
  );
  const [sqlBackslashEscapes, setSqlBackslashEscapes] = usePersistentState(
    toolPath,
    "sqlBackslashEscapes",
    stepOptions.sqlBackslashEscapes.default,
  );
  const options: EscapeOptions = useMemo(
    () => ({ format, direction, escapeNonAscii, csvDelimiter, sqlBackslashEscapes }),
    [format, direction, escapeNonAscii, csvDelimiter, sqlBackslashEscapes],
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
            options={stepOptions.format.choices}
            onChange={settings.setFormat}
          />
          <SelectOption
            label="Direction"
            value={options.direction}
            options={stepOptions.direction.choices}
            onChange={settings.setDirection}
          />
          {options.format === "csv" && (
            <SelectOption
              label="Delimiter"
              value={options.csvDelimiter}
              options={stepOptions.csvDelimiter.choices}
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
