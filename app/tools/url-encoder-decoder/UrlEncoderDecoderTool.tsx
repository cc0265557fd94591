// The URL Encoder/Decoder page: the result follows every keystroke; a very large input is converted
// in a worker on Convert (Ctrl+Enter). The input is never stored (people paste tokens and secrets).
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked, usePersistentState } from "~/hooks/persistent-state";
import { transformStatus } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { type UrlJob, type UrlVariant, convertUrl, isUrlMode, isUrlVariant } from "./url-encoding";
import { stepOptions as urlOptions } from "./step";

/**
 * Up to this many characters the result is computed on every change, on the main thread: about
 * 20 ms for a whole text and 50 ms line by line at 1,000,000 characters (node, V8), so half keeps
 * typing smooth. Beyond it, Convert runs the worker.
 */
export const LIVE_LIMIT_CHARS = 500_000;

function createWorker() {
  return new Worker(new URL("./url-encoding.worker.ts", import.meta.url), { type: "module" });
}

export function UrlEncoderDecoderTool({ tool }: { tool: ToolEntry }) {
  // Not stored (what is encoded or hashed here is often a secret), but shareable and able to
  // take a result another tool hands over.
  const [text, setText] = usePersistentState(tool.path, "input", "", { persist: false });
  // Options are stored as plain values and checked, so a value from an older version falls back safely.
  const [perLine, setPerLine] = usePersistentState(
    tool.path,
    "perLine",
    urlOptions.perLine.default,
  );
  const [mode, setMode] = usePersistentChecked(
    tool.path,
    "mode",
    isUrlMode,
    urlOptions.mode.default,
  );
  const [variant, setVariant] = usePersistentChecked(
    tool.path,
    "variant",
    isUrlVariant,
    urlOptions.variant.default,
  );
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<UrlJob>(
    () => ({ text, mode, variant, perLine }),
    [text, mode, variant, perLine],
  );
  const transform = useToolRun({ job, large, compute: convertUrl, createWorker });
  const output = transform.output ?? "";
  const outputFileName = mode === "encode" ? "encoded.txt" : "decoded.txt";
  const outputActions = useOutputActions(output, outputFileName);

  function clear() {
    setText("");
    transform.reset();
  }

  const runLabel = mode === "encode" ? "Encode" : "Decode";
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
            label="Mode"
            value={mode}
            options={urlOptions.mode.choices}
            onChange={setMode}
          />
          <SelectOption
            label="Variant"
            value={variant}
            options={urlOptions.variant.choices}
            onChange={setVariant}
          />
          <CheckboxOption label="One value per line" checked={perLine} onChange={setPerLine} />
        </OptionsRow>
        <p className="text-sm text-slate-700 dark:text-slate-300">{VARIANT_HINTS[variant]}</p>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName={outputFileName} status={status} />
        </div>
      </div>
    </ToolPage>
  );
}

/** One line under the options saying what the chosen variant does, so users pick the right one. */
const VARIANT_HINTS: Record<UrlVariant, string> = {
  component:
    "Component: for one query value or path segment. Escapes everything except letters, digits and - _ . ! ~ * ' ( ), like encodeURIComponent.",
  uri: "Whole URL: keeps the characters that give a URL its structure (: / ? # & = and so on), like encodeURI. Decoding leaves their escapes, such as %2F, as they are.",
  form: "Form data (application/x-www-form-urlencoded): like Component, but a space is written as + and ! ' ( ) ~ are escaped too. Decoding reads + as a space.",
};
