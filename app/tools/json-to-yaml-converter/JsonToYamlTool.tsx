// The JSON ⇄ YAML page: converts as you type for ordinary inputs and in a cancellable worker for very
// large ones; Swap turns the output into the input of the other direction. The yaml library is
// loaded on first interaction (or when a stored input comes back), so it is not paid on page load.
import { BookOpen } from "lucide-react";
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { SAMPLE_BOOKSTORE_JSON } from "~/lib/converter-samples";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { transformStatus } from "~/lib/text/text-stats";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { useFirstInteraction } from "~/hooks/use-first-interaction";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { type ConvertJob, type Direction, type QuotingStyle } from "./convert-options";
import { stepOptions as jsonToYamlOptions } from "./step";

/**
 * Up to this many characters the result follows every change on the main thread (a 200 KB JSON
 * document converts and is checked in well under 100 ms in Chromium); beyond it, Convert uses the worker.
 */
export const LIVE_LIMIT_CHARS = 100_000;

function createWorker() {
  return new Worker(new URL("./json-to-yaml.worker.ts", import.meta.url), { type: "module" });
}

const loadConvertJob = () => import("./convert-job");

type Convert = (job: ConvertJob) => string;
/** Until the converter has loaded there is no result yet (and no error either). */
const notLoadedYet: Convert = () => "";
const failedToLoad =
  (error: unknown): Convert =>
  () => {
    throw error;
  };

export function JsonToYamlTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  // Choices are stored as plain values and checked, so a value from an older version falls back.
  const [direction, setDirection] = usePersistentChoice<Direction>(
    tool.path,
    "direction",
    jsonToYamlOptions.direction.choices,
    jsonToYamlOptions.direction.default,
  );
  const [yamlIndentation, setYamlIndent] = usePersistentChoice(
    tool.path,
    "yamlIndentation",
    jsonToYamlOptions.yamlIndentation.choices,
    jsonToYamlOptions.yamlIndentation.default,
  );
  const [quotingStyle, setQuoting] = usePersistentChoice<QuotingStyle>(
    tool.path,
    "quotingStyle",
    jsonToYamlOptions.quotingStyle.choices,
    jsonToYamlOptions.quotingStyle.default,
  );
  const [jsonIndentation, setJsonIndent] = usePersistentChoice(
    tool.path,
    "jsonIndentation",
    jsonToYamlOptions.jsonIndentation.choices,
    jsonToYamlOptions.jsonIndentation.default,
  );
  const toYaml = direction === "json-to-yaml";

  const [interacted] = useFirstInteraction();
  const loaded = useModuleOnNeed(interacted || text !== "", loadConvertJob);
  // A chunk that fails to load (offline, or a newer deployment) shows in the error panel instead of
  // leaving the output silently empty.
  const convert = useMemo<Convert>(() => {
    if (loaded.module) return loaded.module.convert;
    return loaded.error === null ? notLoadedYet : failedToLoad(loaded.error);
  }, [loaded]);

  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<ConvertJob>(
    () => ({ text, direction, yamlIndentation, quotingStyle, jsonIndentation }),
    [text, direction, yamlIndentation, quotingStyle, jsonIndentation],
  );
  const transform = useToolRun({ job, large, compute: convert, createWorker });
  const output = transform.output ?? "";
  const outputFileName = toYaml ? "converted.yaml" : "converted.json";
  const outputActions = useOutputActions(
    output,
    outputFileName,
    toYaml ? "application/yaml" : "application/json",
  );

  function clear() {
    setText("");
    transform.reset();
  }

  function swap() {
    setText(output);
    setDirection(toYaml ? "yaml-to-json" : "json-to-yaml");
  }

  const runLabel = "Convert";
  const status = transformStatus(transform, { input: text, output, verb: "convert", runLabel });
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: text !== "",
    output,
    outputActions,
    onClear: clear,
    onSwap: swap,
    extra: [
      {
        label: "Load sample",
        icon: BookOpen,
        onClick: () => {
          setText(SAMPLE_BOOKSTORE_JSON);
          setDirection("json-to-yaml");
        },
        title: "Put the sample bookstore JSON in the input",
      },
    ],
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Direction"
            value={direction}
            options={jsonToYamlOptions.direction.choices}
            onChange={setDirection}
          />
          {toYaml ? (
            <>
              <SelectOption
                label="Indentation"
                value={yamlIndentation}
                options={jsonToYamlOptions.yamlIndentation.choices}
                onChange={setYamlIndent}
              />
              <SelectOption
                label="Quoting style"
                value={quotingStyle}
                options={jsonToYamlOptions.quotingStyle.choices}
                onChange={setQuoting}
              />
            </>
          ) : (
            <SelectOption
              label="Indentation"
              value={jsonIndentation}
              options={jsonToYamlOptions.jsonIndentation.choices}
              onChange={setJsonIndent}
            />
          )}
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={text}
            onChange={setText}
            accept={toYaml ? ".json,application/json" : ".yaml,.yml,application/yaml,text/yaml"}
          />
          <OutputPanel
            value={output}
            fileName={outputFileName}
            mimeType={toYaml ? "application/yaml" : "application/json"}
            status={status}
          />
        </div>
      </div>
    </ToolPage>
  );
}
