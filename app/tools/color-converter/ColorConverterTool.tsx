// The Colour Converter page: the colour typed (or picked) is written in every CSS form as it changes,
// with a swatch, its gamut, its contrast against the "Contrast with" colour, tints and shades.
// Input over LIVE_LIMIT_CHARS waits for Convert and goes to the worker.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, TextOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import { type ColorJob, DEFAULT_AGAINST, SAMPLE_INPUT, colorConverter } from "./color-converter";

/** A colour is a line; anything this long is not one, and is answered off the main thread. */
export const LIVE_LIMIT_CHARS = 10_000;

function createWorker() {
  return new Worker(new URL("./color-converter.worker.ts", import.meta.url), { type: "module" });
}

export function ColorConverterTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", SAMPLE_INPUT);
  const [against, setAgainst] = usePersistentState(tool.path, "against", DEFAULT_AGAINST, {
    role: "option",
  });
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<ColorJob>(() => ({ text, against }), [text, against]);
  const transform = useToolRun({ job, large, compute: colorConverter, createWorker });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, "colour.txt");
  // The swatch and the picker show the sRGB hex of the result (mapped into sRGB when outside it).
  const hex = /^Hex: +(#[0-9a-f]{6})/m.exec(output)?.[1] ?? "#000000";

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
          <div className="flex flex-col gap-1">
            <label htmlFor="colour-picker" className="text-sm font-medium">
              Pick a colour
            </label>
            <input
              id="colour-picker"
              type="color"
              value={hex}
              onChange={(event) => setText(event.target.value)}
              className="h-8 w-16 cursor-pointer rounded border border-slate-300 dark:border-slate-600"
            />
          </div>
          <TextOption label="Contrast with" value={against} onChange={setAgainst} width="12rem" />
          <div
            role="img"
            aria-label={`Swatch of ${hex}`}
            className="h-8 w-24 rounded border border-slate-300 dark:border-slate-600"
            style={{ background: hex }}
          />
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName="colour.txt" status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
