// The Password Generator page: the settings are its Input and the passwords its Output, made in a
// worker a moment after each change and again on Generate. Only the settings are kept and shared;
// the passwords and the password to check are plain state, gone with the page.
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { errorMessage } from "~/lib/tool-error";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { toolActions } from "~/ui/runtime/tool-actions";
import { GeneratorOptions } from "./GeneratorOptions";
import {
  DEFAULT_SETTINGS,
  GENERATOR_KINDS,
  type GeneratedBatch,
  type GeneratorJob,
  type GeneratorSettings,
  type SetSetting,
  batchSummary,
  readSettings,
} from "./password-generator";
import { CAPITALISATIONS } from "./passphrase";
import { StrengthMeter } from "./StrengthMeter";

export const OUTPUT_FILE_NAME = "passwords.txt";

function createWorker() {
  return new Worker(new URL("./password-generator.worker.ts", import.meta.url), { type: "module" });
}

/** The settings, each kept (and shared) as an option: none of them can hold a secret. */
function useGeneratorSettings(path: string) {
  const d = DEFAULT_SETTINGS;
  const option = { role: "option" as const };
  const [kind, setKind] = usePersistentChoice(path, "kind", GENERATOR_KINDS, d.kind);
  const [count, setCount] = usePersistentState(path, "count", d.count, option);
  const [length, setLength] = usePersistentState(path, "length", d.length, option);
  const [lower, setLower] = usePersistentState(path, "lower", d.lower);
  const [upper, setUpper] = usePersistentState(path, "upper", d.upper);
  const [digits, setDigits] = usePersistentState(path, "digits", d.digits);
  const [symbols, setSymbols] = usePersistentState(path, "symbols", d.symbols);
  const [lowerAtLeastOne, setLowerAtLeastOne] = usePersistentState(
    path,
    "lowerAtLeastOne",
    d.lowerAtLeastOne,
  );
  const [upperAtLeastOne, setUpperAtLeastOne] = usePersistentState(
    path,
    "upperAtLeastOne",
    d.upperAtLeastOne,
  );
  const [digitsAtLeastOne, setDigitsAtLeastOne] = usePersistentState(
    path,
    "digitsAtLeastOne",
    d.digitsAtLeastOne,
  );
  const [symbolsAtLeastOne, setSymbolsAtLeastOne] = usePersistentState(
    path,
    "symbolsAtLeastOne",
    d.symbolsAtLeastOne,
  );
  const [excludeLookAlikes, setExcludeLookAlikes] = usePersistentState(
    path,
    "excludeLookAlikes",
    d.excludeLookAlikes,
  );
  const [exclude, setExclude] = usePersistentState(path, "exclude", d.exclude, option);
  const [words, setWords] = usePersistentState(path, "words", d.words, option);
  const [separator, setSeparator] = usePersistentState(path, "separator", d.separator, option);
  const [capitalisation, setCapitalisation] = usePersistentChoice(
    path,
    "capitalisation",
    CAPITALISATIONS,
    d.capitalisation,
  );
  const [addNumber, setAddNumber] = usePersistentState(path, "addNumber", d.addNumber);

  const settings: GeneratorSettings = useMemo(
    () => ({
      kind,
      count,
      length,
      lower,
      upper,
      digits,
      symbols,
      lowerAtLeastOne,
      upperAtLeastOne,
      digitsAtLeastOne,
      symbolsAtLeastOne,
      excludeLookAlikes,
      exclude,
      words,
      separator,
      capitalisation,
      addNumber,
    }),
    [
      kind,
      count,
      length,
      lower,
      upper,
      digits,
      symbols,
      lowerAtLeastOne,
      upperAtLeastOne,
      digitsAtLeastOne,
      symbolsAtLeastOne,
      excludeLookAlikes,
      exclude,
      words,
      separator,
      capitalisation,
      addNumber,
    ],
  );
  const setters = {
    kind: setKind,
    count: setCount,
    length: setLength,
    lower: setLower,
    upper: setUpper,
    digits: setDigits,
    symbols: setSymbols,
    lowerAtLeastOne: setLowerAtLeastOne,
    upperAtLeastOne: setUpperAtLeastOne,
    digitsAtLeastOne: setDigitsAtLeastOne,
    symbolsAtLeastOne: setSymbolsAtLeastOne,
    excludeLookAlikes: setExcludeLookAlikes,
    exclude: setExclude,
    words: setWords,
    separator: setSeparator,
    capitalisation: setCapitalisation,
    addNumber: setAddNumber,
  };
  const set: SetSetting = (key, value) => (setters[key] as (next: typeof value) => void)(value);
  return { settings, set };
}

export function PasswordGeneratorTool({ tool }: { tool: ToolEntry }) {
  const { settings, set } = useGeneratorSettings(tool.path);
  const [draw, setDraw] = useState(0);
  const [toCheck, setToCheck] = useState("");
  // Read on the page for the entropy and the message; the worker reads the same settings again.
  const read = useMemo(() => {
    try {
      return { value: readSettings(settings), error: null };
    } catch (error) {
      return { value: null, error: errorMessage(error) };
    }
  }, [settings]);
  const job = useMemo<GeneratorJob>(() => ({ ...settings, draw }), [settings, draw]);
  const batch = useToolRun<GeneratorJob, GeneratedBatch>({
    job,
    idle: read.error !== null,
    large: false,
    createWorker,
    delayMs: 150,
  });
  const output = read.error === null ? (batch.output?.text ?? "") : "";
  const outputActions = useOutputActions(output, OUTPUT_FILE_NAME);

  const generate = () => {
    const next = draw + 1;
    setDraw(next);
    batch.runJob({ ...settings, draw: next });
  };
  const clear = () => {
    batch.reset();
    setToCheck("");
  };

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Generate",
      title: "New passwords with these settings (Ctrl+Enter)",
      disabled: read.error !== null,
      onClick: generate,
      running: batch.running,
      onCancel: batch.cancel,
    },
    copy: { disabled: !output, onClick: outputActions.copy },
    download: { disabled: !output, onClick: outputActions.download },
    clear: {
      title: "Forget the passwords on the page and the password to check (Esc)",
      disabled: !output && !toCheck,
      onClick: clear,
    },
  });

  const noun = settings.kind;
  const status = batch.running
    ? `Generating…${batch.progress === null ? "" : ` ${Math.round(batch.progress * 100)} %`}`
    : output && batch.output && batch.current
      ? batchSummary(batch.output)
      : undefined;

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <section aria-label="Input" className="flex flex-col gap-3">
          <GeneratorOptions settings={settings} set={set} />
          <p role="status" className="text-sm font-medium">
            {read.value
              ? `Entropy: ${read.value.bitsEach.toFixed(1)} bits per ${noun} (2^${read.value.bitsEach.toFixed(1)} equally likely ${noun}s)`
              : ""}
          </p>
        </section>
        <ErrorPanel message={read.error ?? batch.error} />
        <OutputPanel value={output} fileName={OUTPUT_FILE_NAME} height="14rem" status={status} />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every character comes from your browser’s <code>crypto.getRandomValues</code>, drawn
          without modulo bias. The passwords are made on this device and never stored or sent: a
          reload forgets them, and a share link carries the settings only.
        </p>
        <StrengthMeter password={toCheck} onChange={setToCheck} />
      </div>
    </ToolPage>
  );
}
