// The JSON to Types page: JSON samples (or a JSON Schema) in, types in the chosen language out, made
// in a worker a moment after typing stops; an input over LIVE_LIMIT_CHARS waits for Generate
// (Ctrl+Enter). What the user should know about the reading (optional fields, fallbacks, schema
// keywords left out) is listed under the options.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import {
  type JsonToTypesJob,
  type JsonToTypesResult,
  SAMPLE_INPUT,
  type TargetLanguage,
} from "./json-to-types-options";
import { stepOptions } from "./step";

/**
 * Up to this many characters the types follow the typing. Always in a worker: 180,000 characters
 * of samples took 80 ms to type on this machine's Node, too long for a keystroke on the page.
 */
export const LIVE_LIMIT_CHARS = 1_000_000;

/** The downloaded file's name and type, as each language names its source files. */
const OUTPUT_FILES: Record<TargetLanguage, { name: string; mimeType: string }> = {
  typescript: { name: "types.ts", mimeType: "text/typescript" },
  zod: { name: "schema.ts", mimeType: "text/typescript" },
  "json-schema": { name: "schema.json", mimeType: "application/schema+json" },
  go: { name: "types.go", mimeType: "text/x-go" },
  python: { name: "models.py", mimeType: "text/x-python" },
  rust: { name: "types.rs", mimeType: "text/rust" },
  csharp: { name: "Types.cs", mimeType: "text/x-csharp" },
};

/** The languages whose member names may follow the language's convention or the JSON keys. */
const NAMED_FIELDS: ReadonlySet<TargetLanguage> = new Set(["python", "rust", "csharp"]);

function createWorker() {
  return new Worker(new URL("./json-to-types.worker.ts", import.meta.url), { type: "module" });
}

export function JsonToTypesTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", SAMPLE_INPUT);
  const [language, setLanguage] = usePersistentChoice(
    tool.path,
    "language",
    stepOptions.language.choices,
    stepOptions.language.default,
  );
  const [source, setSource] = usePersistentChoice(
    tool.path,
    "source",
    stepOptions.source.choices,
    stepOptions.source.default,
  );
  const [rootName, setRootName] = usePersistentState(
    tool.path,
    "rootName",
    stepOptions.rootName.default,
  );
  const [eachItemIsSample, setEachItemIsSample] = usePersistentState(
    tool.path,
    "eachItemIsSample",
    stepOptions.eachItemIsSample.default,
  );
  const [typeAliases, setTypeAliases] = usePersistentState(
    tool.path,
    "typeAliases",
    stepOptions.typeAliases.default,
  );
  const [pydantic, setPydantic] = usePersistentState(
    tool.path,
    "pydantic",
    stepOptions.pydantic.default,
  );
  const [fieldNames, setFieldNames] = usePersistentChoice(
    tool.path,
    "fieldNames",
    stepOptions.fieldNames.choices,
    stepOptions.fieldNames.default,
  );
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<JsonToTypesJob>(
    () => ({
      text,
      source,
      language,
      rootName,
      eachItemIsSample,
      typeAliases,
      pydantic,
      fieldNames,
    }),
    [text, source, language, rootName, eachItemIsSample, typeAliases, pydantic, fieldNames],
  );
  const transform = useToolRun<JsonToTypesJob, JsonToTypesResult>({
    job,
    idle: text.trim() === "",
    large,
    createWorker,
  });
  const output = transform.output?.code ?? "";
  const notes = transform.output?.notes ?? [];
  const file = OUTPUT_FILES[language];
  const outputActions = useOutputActions(output, file.name, file.mimeType);

  const runLabel = "Generate";
  const status = transformStatus(transform, { input: text, output, verb: "generate", runLabel });
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: text !== "",
    output,
    outputActions,
    onClear: () => {
      setText("");
      transform.reset();
    },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Language"
            value={language}
            options={stepOptions.language.choices}
            onChange={setLanguage}
          />
          <SelectOption
            label="Input is"
            value={source}
            options={stepOptions.source.choices}
            onChange={setSource}
          />
          <TextOption
            label="Root type name"
            value={rootName}
            onChange={setRootName}
            placeholder="Root"
            maxLength={stepOptions.rootName.maxLength}
          />
          {source !== "schema" && (
            <CheckboxOption
              label={stepOptions.eachItemIsSample.label}
              checked={eachItemIsSample}
              onChange={setEachItemIsSample}
            />
          )}
          {language === "typescript" && (
            <CheckboxOption
              label="Type aliases instead of interfaces"
              checked={typeAliases}
              onChange={setTypeAliases}
            />
          )}
          {language === "python" && (
            <CheckboxOption
              label="Pydantic models instead of dataclasses"
              checked={pydantic}
              onChange={setPydantic}
            />
          )}
          {NAMED_FIELDS.has(language) && (
            <SelectOption
              label="Field names"
              value={fieldNames}
              options={stepOptions.fieldNames.choices}
              onChange={setFieldNames}
            />
          )}
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        {notes.length > 0 && (
          <ul
            aria-label="Notes"
            className="list-disc pl-5 text-sm text-amber-900 dark:text-amber-200"
          >
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={text}
            onChange={setText}
            accept=".json,.jsonl,.ndjson,application/json"
          />
          <OutputPanel
            value={output}
            fileName={file.name}
            mimeType={file.mimeType}
            status={status}
          />
        </div>
      </div>
    </ToolPage>
  );
}
