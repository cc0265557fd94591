// The page of every code formatter and minifier: Input, options, Output with Copy and Download,
// and the action bar (Format/Minify, Ctrl+Enter, Sample, Clear). All work runs in the tool's
// worker: by itself shortly after a change for ordinary inputs, on request for large ones.
import { FileCode } from "lucide-react";
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import type { CodeJob, CodeToolSettings, OptionField } from "~/lib/code/code-tool";
import { usePersistentState } from "~/hooks/persistent-state";
import { useStoredOptions } from "~/hooks/stored-options";
import { transformStatus } from "~/lib/text/text-stats";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import type { WorkerLike } from "~/lib/workers/worker-runner";
import { ErrorPanel } from "../panels/ErrorPanel";
import { InputPanel } from "../panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "../panels/OptionsRow";
import { OutputPanel, useOutputActions } from "../panels/OutputPanel";
import { ToolPage } from "../page/ToolPage";
import { transformActions } from "./transform-actions";

/**
 * Up to this many characters the result follows the input (300 ms after the last change). Beyond
 * it a run can take seconds (Prettier formats about 350 KB of JavaScript a second on one core), so
 * it starts only when asked: re-running it on every pause in typing would keep a core busy.
 */
export const LIVE_LIMIT_CHARS = 50_000;

export interface CodeTransformPageProps<O, R> {
  tool: ToolEntry;
  settings: CodeToolSettings<O, R>;
  createWorker: () => WorkerLike;
  /** More about a result, shown under the panels (sizes, warnings). */
  details?: (result: R) => React.ReactNode;
}

export function CodeTransformPage<O extends object, R>({
  tool,
  settings,
  createWorker,
  details,
}: CodeTransformPageProps<O, R>) {
  const { runLabel, verb, mimeType, outputText, sample } = settings;
  const [options, setOption] = useStoredOptions(tool.path, settings.defaults, settings.fields);
  const outputFileName =
    typeof settings.outputFileName === "string"
      ? settings.outputFileName
      : settings.outputFileName(options);
  // The input may be kept (usePersistentState skips values of 256 KB and more).
  const [source, setSource] = usePersistentState(tool.path, "input", "");
  const large = source.length > LIVE_LIMIT_CHARS;
  const job = useMemo<CodeJob<O>>(() => ({ source, options }), [source, options]);
  const transform = useToolRun<CodeJob<O>, R>({
    job,
    idle: source === "",
    large,
    createWorker,
  });
  const result = transform.output;
  const output = useMemo(() => (result === null ? "" : outputText(result)), [result, outputText]);
  const outputActions = useOutputActions(output, outputFileName, mimeType);
  // Copy or Ctrl+S right after a change waits for the output of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(transform, outputActions);

  function clear() {
    setSource("");
    transform.reset();
  }

  // Live runs of small inputs take a few milliseconds: "Working…" shows only while there is
  // nothing else to show, or for a large input's run (which can also be cancelled).
  const busy = transform.running && (large || result === null);
  const status = transformStatus(
    { running: busy, waiting: transform.waiting },
    { input: source, output, verb, runLabel },
  );
  const { actions, shortcuts } = transformActions(
    { running: large && transform.running, run: transform.run, cancel: transform.cancel },
    {
      runLabel,
      runTitle: large
        ? `${runLabel} this large input in the background (Ctrl+Enter)`
        : "The result follows the input; Ctrl+Enter runs it at once",
      hasInput: source !== "",
      output,
      outputActions: currentOutputActions,
      onClear: clear,
      extra: [
        {
          label: "Sample",
          icon: FileCode,
          onClick: () => setSource(sample),
          title: "Replace the input with a sample",
        },
      ],
    },
  );

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          {settings.fields.map((field) => (
            <OptionControl key={field.key} field={field} options={options} onChange={setOption} />
          ))}
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={source} onChange={setSource} accept={settings.accept} />
          <OutputPanel
            value={output}
            fileName={outputFileName}
            mimeType={mimeType}
            status={status}
          />
        </div>
        {result !== null && details?.(result)}
      </div>
    </ToolPage>
  );
}

/** One option's select or checkbox, reading and writing its field of the options. */
function OptionControl<O>({
  field,
  options,
  onChange,
}: {
  field: OptionField<O>;
  options: O;
  onChange: (key: string, value: unknown) => void;
}) {
  const value = options[field.key as keyof O];
  if (field.kind === "checkbox") {
    return (
      <CheckboxOption
        label={field.label}
        checked={value === true}
        onChange={(checked) => onChange(field.key, checked)}
      />
    );
  }
  return (
    <SelectOption
      label={field.label}
      value={String(value)}
      options={field.choices}
      onChange={(choice) => onChange(field.key, choice)}
    />
  );
}
