// The String Utilities page: the result follows every keystroke for ordinary inputs; a very large
// input is converted in a worker when the user asks (Convert or Ctrl+Enter), so typing never lags.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { transformStatus } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { type TransformJob, transformText } from "./string-utilities";
import { stepOptions } from "./step";

/**
 * Up to this many characters the result is computed on every change, on the main thread: every
 * operation takes under ~40 ms at this size in Chromium. Beyond it, Convert runs the worker.
 */
export const LIVE_LIMIT_CHARS = 200_000;
export const OUTPUT_FILE_NAME = "converted.txt";

function createWorker() {
  return new Worker(new URL("./string-utilities.worker.ts", import.meta.url), { type: "module" });
}

const convertJob = ({ text, operation }: TransformJob) => transformText(text, operation);

export function StringUtilitiesTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  // Stored as a plain string and checked, so a name from an older version falls back safely.
  const [operation, setOperation] = usePersistentChoice(
    tool.path,
    "operation",
    stepOptions.operation.choices,
    stepOptions.operation.default,
  );
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<TransformJob>(() => ({ text, operation }), [text, operation]);
  const transform = useToolRun({ job, large, compute: convertJob, createWorker });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, OUTPUT_FILE_NAME);

  function clear() {
    setText("");
    transform.reset();
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
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Operation"
            value={operation}
            options={stepOptions.operation.choices}
            onChange={setOperation}
          />
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName={OUTPUT_FILE_NAME} status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
