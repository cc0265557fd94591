// The JWT Decoder page: the result follows every change; an input over LIVE_LIMIT_CHARS waits for
// the run button (Ctrl+Enter) and goes to the worker. The input is kept with the "remember input"
// setting; the options always are.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import { jwtDecoder, type JwtDecoderJob, SAMPLE_INPUT } from "./jwt-decoder";

/** Up to this many characters the result is computed on every change (TODO: measure the core). */
export const LIVE_LIMIT_CHARS = 200_000;

function createWorker() {
  return new Worker(new URL("./jwt-decoder.worker.ts", import.meta.url), { type: "module" });
}

export function JwtDecoderTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", SAMPLE_INPUT);
  const [upperCase, setUpperCase] = usePersistentState(tool.path, "upperCase", true);
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<JwtDecoderJob>(() => ({ text, upperCase }), [text, upperCase]);
  const transform = useToolRun({ job, large, compute: jwtDecoder, createWorker });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, "jwt-decoder.txt");

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
          <CheckboxOption label="Upper case" checked={upperCase} onChange={setUpperCase} />
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName="jwt-decoder.txt" status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
