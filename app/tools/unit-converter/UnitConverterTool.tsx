// The Unit Converter page: a typed quantity ("5 ft 3 in to m") or one picked from the
// lists, shown in every unit of its kind with the chosen precision. The parser runs on the page
// as you type; mathjs' units (unit-engine.ts) are fetched on the first interaction, and the
// default conversion was computed at prerender (route.tsx), so the page is complete before that.
import { ArrowDownUp } from "lucide-react";
import { useId, useMemo } from "react";
import { useLoaderData } from "react-router";
import type { ToolEntry } from "~/catalogue";
import type { ToolPageData } from "~/catalogue/page-data";
import { attempt } from "~/lib/attempt";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useFirstInteraction } from "~/hooks/use-first-interaction";
import { useHydrated } from "~/hooks/use-hydrated";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import type { Conversion } from "./unit-engine";
import {
  DEFAULT_PRECISION,
  DIGIT_CHOICES,
  PRECISION_MODES,
  type PrecisionMode,
  conversionCsv,
  conversionText,
  formatNumber,
  sourceText,
  swappedInput,
  withUnitReplaced,
} from "./unit-format";
import { MAX_INPUT_LENGTH, parseConversion } from "./unit-parse";
import { UnitPickers } from "./UnitPickers";
import { UnitTable } from "./UnitTable";
import { useUnitEngine } from "./use-unit-engine";

export const DEFAULT_INPUT = "5 ft 3 in to m";
export const OUTPUT_FILE_NAME = "unit-conversion.csv";
export const LOADING_MESSAGE = "Loading the unit definitions…";

export interface UnitPageData extends ToolPageData {
  /** DEFAULT_INPUT converted at prerender. */
  defaultConversion: Conversion;
}

const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-base text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

const noRun = { running: false, run: () => {}, cancel: () => {} };

export function UnitConverterTool({ tool }: { tool: ToolEntry }) {
  const { defaultConversion } = useLoaderData<UnitPageData>();
  const [input, setInput] = usePersistentState(tool.path, "input", DEFAULT_INPUT);
  const [mode, setMode] = usePersistentChoice<PrecisionMode>(
    tool.path,
    "precision-mode",
    PRECISION_MODES,
    DEFAULT_PRECISION.mode,
  );
  const [digits, setDigits] = usePersistentState(tool.path, "digits", DEFAULT_PRECISION.digits, {
    role: "option",
  });
  const precision = useMemo(() => ({ mode, digits }), [mode, digits]);
  const inputId = useId();

  const hydrated = useHydrated();
  const [interacted, markInteracted] = useFirstInteraction();
  const isDefault = input === DEFAULT_INPUT;
  const engine = useUnitEngine(hydrated && (interacted || !isDefault));

  const parsed = useMemo(() => attempt(() => parseConversion(input)), [input]);
  const convert = engine.convert;
  const converted = useMemo(() => {
    if (parsed.error || !convert) return null;
    return attempt(() => convert(input));
  }, [parsed, convert, input]);

  let conversion: Conversion | null = null;
  let message: string | null = parsed.error;
  let status: string | null = null;
  if (!message) {
    if (converted) {
      conversion = converted.value;
      message = converted.error;
    } else if (isDefault) conversion = defaultConversion;
    else if (engine.error) message = engine.error;
    else if (parsed.value) status = LOADING_MESSAGE;
  }

  const output = conversion ? conversionText(conversion, precision) : "";
  const csv = conversion ? conversionCsv(conversion, precision) : "";
  const copyAll = useOutputActions(output, OUTPUT_FILE_NAME, "text/csv");
  const download = useOutputActions(csv, OUTPUT_FILE_NAME, "text/csv");
  const swapped = conversion ? swappedInput(conversion) : null;

  const { actions, shortcuts } = transformActions(
    { ...noRun, run: markInteracted },
    {
      runLabel: "Convert",
      runTitle: "The result updates as you type",
      hasInput: input !== "",
      output,
      outputActions: { copy: copyAll.copy, download: download.download },
      onClear: () => setInput(""),
      extra: [
        {
          label: "Swap",
          icon: ArrowDownUp,
          disabled: swapped === null,
          onClick: () => swapped && setInput(swapped),
          title: swapped
            ? "Convert the result back: the target becomes the source"
            : 'Swap needs a target unit, as in "5 ft to m"',
        },
      ],
    },
  );
  // "Copy" copies every unit, one per line; "Download" saves them as CSV.
  const namedActions = actions.map((action) =>
    action.label === "Copy"
      ? { ...action, label: "Copy all" }
      : action.label === "Download"
        ? { ...action, label: "Download CSV" }
        : action,
  );

  return (
    <ToolPage tool={tool} actions={namedActions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-medium">
            Input
          </label>
          <input
            id={inputId}
            type="text"
            value={input}
            maxLength={MAX_INPUT_LENGTH * 2}
            onChange={(event) => setInput(event.target.value)}
            placeholder="5 ft 3 in, 72 °F, 1.5 GiB in MB, 30 mpg to L/100 km"
            aria-describedby={`${inputId}-hint`}
            spellCheck={false}
            autoComplete="off"
            className={inputClass}
          />
          <p id={`${inputId}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
            A value and a unit, several to add up (5 ft 3 in), and optionally &quot;to&quot; or
            &quot;in&quot; a unit. Every unit of the kind is listed below.
          </p>
        </div>
        <OptionsRow>
          <UnitPickers parsed={parsed.value} onInput={setInput} />
          <SelectOption
            label="Precision"
            value={mode}
            options={PRECISION_MODES}
            onChange={setMode}
          />
          <SelectOption
            label={mode === "significant" ? "Significant digits" : "Decimal places"}
            value={String(digits)}
            options={DIGIT_CHOICES}
            onChange={(value) => setDigits(Number(value))}
          />
        </OptionsRow>
        <ErrorPanel message={message} />
        <section aria-label="Output" className="flex min-w-0 flex-col gap-3">
          {status && <p className="text-sm text-slate-700 dark:text-slate-300">{status}</p>}
          {conversion?.target && (
            <p className="text-lg" aria-live="polite">
              <span className="font-mono">{sourceText(conversion, precision)}</span> ={" "}
              <strong className="font-mono">
                {formatNumber(conversion.target.value, precision)} {conversion.target.unitId}
              </strong>
            </p>
          )}
          {conversion?.regional.map((choice) => (
            <p key={choice.typed} className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                &quot;{choice.typed}&quot; is read as the {choice.readAs}.
              </span>
              <button
                type="button"
                onClick={() => setInput(withUnitReplaced(input, choice.typed, choice.otherId))}
                className="rounded-md border border-slate-400 px-2 py-0.5 font-medium hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
              >
                Use the {choice.otherName} ({choice.otherId})
              </button>
            </p>
          ))}
          {conversion ? (
            <UnitTable conversion={conversion} precision={precision} />
          ) : (
            !status &&
            !message && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Type a value and a unit, such as 5 ft 3 in, 72 °F or 1.5 GiB in MB.
              </p>
            )
          )}
        </section>
      </div>
    </ToolPage>
  );
}
