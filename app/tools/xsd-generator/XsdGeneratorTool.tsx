// The XSD Generator page: one or more XML samples in, the schema out a moment after typing stops (in
// a worker; on Generate when the samples are large). A malformed sample is named and marked.
import { FileCode } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { readFileAsText } from "~/lib/browser/read-file";
import { transformStatus } from "~/lib/text/text-stats";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { SampleTabs } from "./SampleTabs";
import {
  DEFAULT_XSD_OPTIONS,
  MAIN_SCHEMA_FILE,
  TYPE_STYLES,
  XSD_INDENTATIONS,
  XSD_SAMPLE,
  type XsdJob,
  type XsdWriteOptions,
  type XsdOutcome,
} from "./xsd-options";

/**
 * Up to this many characters (all samples together) the schema follows the typing; beyond it,
 * Generate (Ctrl+Enter) runs. Always in a worker: 200,000 characters take over 100 ms to infer.
 */
export const LIVE_LIMIT_CHARS = 200_000;

const loadErrorMark = () => import("~/lib/code/editor-error-mark");

function createWorker() {
  return new Worker(new URL("./xsd-generator.worker.ts", import.meta.url), { type: "module" });
}

/** Stored samples come back as they were saved; anything else reads as one empty sample. */
function validSamples(stored: unknown[]): string[] {
  const samples = stored.filter((sample): sample is string => typeof sample === "string");
  return samples.length > 0 ? samples : [""];
}

export function XsdGeneratorTool({ tool }: { tool: ToolEntry }) {
  const [storedSamples, setSamples] = usePersistentState<unknown[]>(tool.path, "samples", [""]);
  const samples = useMemo(() => validSamples(storedSamples), [storedSamples]);
  const [chosen, setActive] = useState(0);
  const active = Math.min(chosen, samples.length - 1);
  const [typeStyle, setTypeStyle] = usePersistentChoice(
    tool.path,
    "typeStyle",
    TYPE_STYLES,
    DEFAULT_XSD_OPTIONS.typeStyle,
  );
  const [inferTypes, setInferTypes] = usePersistentState(
    tool.path,
    "inferTypes",
    DEFAULT_XSD_OPTIONS.inferTypes,
  );
  const [indentation, setIndentation] = usePersistentChoice(
    tool.path,
    "indentation",
    XSD_INDENTATIONS,
    DEFAULT_XSD_OPTIONS.indentation,
  );
  const options = useMemo<XsdWriteOptions>(
    () => ({ typeStyle, inferTypes, indentation }),
    [typeStyle, inferTypes, indentation],
  );
  const job = useMemo<XsdJob>(() => ({ samples, options }), [samples, options]);
  const totalChars = samples.reduce((sum, sample) => sum + sample.length, 0);
  const large = totalChars > LIVE_LIMIT_CHARS;
  const idle = samples.every((sample) => sample.trim() === "");
  const transform = useToolRun<XsdJob, XsdOutcome>({ job, idle, large, createWorker });
  const outcome = transform.output;
  const problem = outcome && !outcome.ok ? outcome.problem : null;
  const files = outcome?.ok ? outcome.schema.files : [];
  const notices = outcome?.ok ? outcome.schema.notices : [];

  const [chosenFile, setChosenFile] = useState(MAIN_SCHEMA_FILE);
  const file = files.find((candidate) => candidate.name === chosenFile) ?? files[0];
  const output = file?.text ?? "";
  const fileName = file?.name ?? MAIN_SCHEMA_FILE;
  const outputActions = useOutputActions(output, fileName, "application/xml");

  // The error mark is CodeMirror code: fetched only once a sample is malformed.
  const { module: markKit } = useModuleOnNeed(problem !== null, loadErrorMark);
  const inputLanguage = useMemo(() => {
    if (!markKit || !problem || problem.sampleIndex !== active || problem.offset === null) {
      return undefined;
    }
    const { offset, message } = problem;
    return markKit.errorMarkExtension({ from: offset, to: offset + 1, message });
  }, [markKit, problem, active]);

  function editSample(text: string) {
    setSamples(samples.map((sample, index) => (index === active ? text : sample)));
  }

  function addSample() {
    setSamples([...samples, ""]);
    setActive(samples.length);
  }

  function removeSample(index: number) {
    setSamples(samples.filter((_, i) => i !== index));
    if (active >= index && active > 0) setActive(active - 1);
  }

  // A file that cannot be read is named in the error panel (as InputPanel does for one file).
  const [readError, setReadError] = useState<string | null>(null);

  async function openSamples(chosenFiles: File[]) {
    if (chosenFiles.length === 0) return;
    setReadError(null);
    const texts: string[] = [];
    for (const chosenFile of chosenFiles) {
      try {
        texts.push(await readFileAsText(chosenFile));
      } catch {
        setReadError(`Could not read ${chosenFile.name}.`);
        return;
      }
    }
    // Empty samples make way for the files; the others stay.
    const kept = samples.filter((sample) => sample.trim() !== "");
    setSamples([...kept, ...texts]);
    setActive(kept.length);
  }

  function loadExample() {
    setSamples([XSD_SAMPLE]);
    setActive(0);
  }

  function clear() {
    setReadError(null);
    setSamples([""]);
    setActive(0);
    transform.reset();
  }

  const hasInput = samples.some((sample) => sample !== "");
  const status = transformStatus(transform, {
    input: samples.join(""),
    output,
    verb: "generate",
    runLabel: "Generate",
  });
  // Copy or Ctrl+S right after a change waits for the result of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(transform, outputActions);
  const { actions, shortcuts } = transformActions(transform, {
    runLabel: "Generate",
    runTitle: large
      ? "Generate the schema of these large samples in the background (Ctrl+Enter)"
      : "The schema updates as you type; this button is needed only for very large samples",
    hasInput,
    output,
    outputActions: currentOutputActions,
    onClear: clear,
    extra: [{ label: "Load example", icon: FileCode, onClick: loadExample }],
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Type style"
            value={typeStyle}
            options={TYPE_STYLES}
            onChange={setTypeStyle}
          />
          <SelectOption
            label="Indentation"
            value={indentation}
            options={XSD_INDENTATIONS}
            onChange={setIndentation}
          />
          <CheckboxOption label="Infer types" checked={inferTypes} onChange={setInferTypes} />
        </OptionsRow>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Add several samples of the same kind of document: the schema accepts all of them. A child
          missing from some occurrences gets <code>minOccurs=&quot;0&quot;</code>, a repeated one{" "}
          <code>maxOccurs=&quot;unbounded&quot;</code>; an attribute is required only when every
          occurrence has it. Types are the narrowest of integer, decimal, boolean (true/false),
          date, dateTime and string that fits every value.
        </p>
        <ErrorPanel message={problem?.message ?? transform.error ?? readError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <SampleTabs
              count={samples.length}
              active={active}
              invalid={problem?.sampleIndex ?? null}
              onSelect={setActive}
              onRemove={removeSample}
              onAdd={addSample}
              onOpenFiles={(chosenFiles) => void openSamples(chosenFiles)}
            />
            <InputPanel
              value={samples[active]}
              onChange={editSample}
              accept=".xml,text/xml,application/xml"
              language={inputLanguage}
              placeholder={`Paste XML sample ${active + 1} here, open a file or drop one`}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <OutputPanel
              value={output}
              fileName={fileName}
              mimeType="application/xml"
              status={status}
              toolbar={
                files.length > 1 && (
                  <select
                    aria-label="Schema file"
                    value={fileName}
                    onChange={(event) => setChosenFile(event.target.value)}
                    className="rounded-md border border-slate-300 bg-white px-2 py-0.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
                  >
                    {files.map((candidate) => (
                      <option key={candidate.name} value={candidate.name}>
                        {candidate.name}
                        {candidate.namespace ? ` (${candidate.namespace})` : ""}
                      </option>
                    ))}
                  </select>
                )
              }
            />
            {notices.length > 0 && (
              <ul className="flex flex-col gap-1 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
                {notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </ToolPage>
  );
}
