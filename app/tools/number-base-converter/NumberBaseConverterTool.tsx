// The Number Base Converter page: the result follows every change; an input over LIVE_LIMIT_CHARS
// waits for Convert (Ctrl+Enter) and goes to the worker. The input is kept with the "remember
// input" setting; the options always are.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import { type NumberBaseJob, SAMPLE_INPUT, numberBaseConverter } from "./number-base-converter";
import { stepOptions } from "./step";

/** 10,000 digits (the most a number may have) take some 20 ms; beyond, the worker. */
export const LIVE_LIMIT_CHARS = 20_000;

function createWorker() {
  return new Worker(new URL("./number-base-converter.worker.ts", import.meta.url), {
    type: "module",
  });
}

export function NumberBaseConverterTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", SAMPLE_INPUT);
  const { kind: kindOption, fromBase: fromOption, toBase: toOption } = stepOptions;
  const [kind, setKind] = usePersistentChoice(
    tool.path,
    "kind",
    kindOption.choices,
    kindOption.default,
  );
  const [fromBase, setFromBase] = usePersistentChoice(
    tool.path,
    "fromBase",
    fromOption.choices,
    fromOption.default,
  );
  const [toBase, setToBase] = usePersistentChoice(
    tool.path,
    "toBase",
    toOption.choices,
    toOption.default,
  );
  const [grouped, setGrouped] = usePersistentState(
    tool.path,
    "grouped",
    stepOptions.grouped.default,
  );
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<NumberBaseJob>(
    () => ({ text, kind, fromBase, toBase, grouped }),
    [text, kind, fromBase, toBase, grouped],
  );
  const transform = useToolRun({ job, large, compute: numberBaseConverter, createWorker });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, "number.txt");

  const runLabel = "Convert";
  const status = transformStatus(transform, { input: text, output, verb: "convert", runLabel });
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
            label="Input is"
            value={kind}
            options={kindOption.choices}
            onChange={setKind}
          />
          {kind !== "text" && (
            <SelectOption
              label={kind === "bytes" ? "Bytes in base" : "From base"}
              value={fromBase}
              options={fromOption.choices}
              onChange={setFromBase}
            />
          )}
          {kind === "number" && (
            <SelectOption
              label="To base"
              value={toBase}
              options={toOption.choices}
              onChange={setToBase}
            />
          )}
          <CheckboxOption label="Group digits" checked={grouped} onChange={setGrouped} />
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName="number.txt" status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
