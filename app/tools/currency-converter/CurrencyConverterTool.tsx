// The Currency Converter page: one amount into many currencies at the latest ECB reference rates,
// converted on the device in decimal (the amount is never sent), each result with its formula, a
// rate on a past date, and a chart of a pair. Rates are fetched after hydration and saved with their age.
import { ArrowLeftRight, RefreshCw, X } from "lucide-react";
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { FRANKFURTER } from "~/lib/market-data/market-data-sources";
import { errorMessage } from "~/lib/tool-error";
import { toolActions } from "~/ui/runtime/tool-actions";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { OutputHeader } from "~/ui/panels/OutputHeader";
import { PanelButton } from "~/ui/panels/PanelButton";
import { ToolPage } from "~/ui/page/ToolPage";
import {
  CONVERSION_COLUMNS,
  conversionRows,
  conversionsCsv,
  conversionsTsv,
  missingTargets,
} from "./conversion-table";
import { ConversionTable } from "./ConversionTable";
import {
  DEFAULT_FROM,
  DEFAULT_TARGETS,
  LOCALE_OPTIONS,
  type LocaleChoice,
  cleanTargets,
  currencyLabel,
  tableCurrencies,
} from "./currencies";
import { HistoricalRates } from "./HistoricalRates";
import {
  MANUAL_RATES_DATE,
  amountInLocale,
  manualRateLabel,
  manualRateTable,
  parseAmount,
} from "./money";
import { RateChart } from "./RateChart";
import { RatesStatus } from "./RatesStatus";
import { useMinuteClock } from "~/hooks/use-cached-market-data";
import { useExchangeRates } from "./use-exchange-rates";

export const CONVERSIONS_FILE_NAME = "currency-conversions.csv";
const ADD_PROMPT = "";

export function CurrencyConverterTool({ tool }: { tool: ToolEntry }) {
  const [amountText, setAmountText] = usePersistentState(tool.path, "amount", "100");
  const [fromStored, setFrom] = usePersistentState(tool.path, "from", DEFAULT_FROM);
  const [storedTargets, setTargets] = usePersistentState<string[]>(
    tool.path,
    "targets",
    DEFAULT_TARGETS,
  );
  const [locale, setLocale] = usePersistentChoice<LocaleChoice>(
    tool.path,
    "locale",
    LOCALE_OPTIONS,
    "en-US",
  );
  const ratesState = useExchangeRates();
  const now = useMinuteClock();
  const table = ratesState.rates?.data;
  const codes = useMemo(() => tableCurrencies(table), [table]);
  const currencyOptions = useMemo(
    () => codes.map((code) => ({ value: code, label: currencyLabel(code) })),
    [codes],
  );
  const from = codes.includes(fromStored) ? fromStored : DEFAULT_FROM;
  const targets = useMemo(() => cleanTargets(storedTargets), [storedTargets]);

  // With no rates fetched nor saved (offline on a first visit), the user may type their own.
  const [typedRates, setTypedRates] = usePersistentState<Record<string, string>>(
    tool.path,
    "typedRates",
    {},
  );
  const byHand = !table && !ratesState.loading && ratesState.error !== null;
  const manual = useMemo(
    () => (byHand ? manualRateTable(from, targets, typedRates, locale) : null),
    [byHand, from, targets, typedRates, locale],
  );
  const convertWith = table ?? manual?.table;

  const { rows, amountError } = useMemo(() => {
    try {
      const amount = parseAmount(amountText, locale);
      if (!convertWith || amount === null) return { rows: [], amountError: null };
      return {
        rows: conversionRows({ table: convertWith, amount, from, targets, locale }),
        amountError: null,
      };
    } catch (error) {
      return { rows: [], amountError: errorMessage(error) };
    }
  }, [amountText, locale, convertWith, from, targets]);

  const copyActions = useOutputActions(conversionsTsv(rows), "currency-conversions.tsv");
  const downloadActions = useOutputActions(conversionsCsv(rows), CONVERSIONS_FILE_NAME, "text/csv");
  const empty = rows.length === 0;
  const addable = currencyOptions.filter((option) => !targets.includes(option.value));

  const clear = () => setAmountText("");
  /** The first target becomes the source and the source takes its place in the list. */
  const swap = () => {
    const [first, ...rest] = targets;
    if (!first) return;
    setFrom(first);
    setTargets([from, ...rest.filter((code) => code !== from)]);
  };
  const waiting = ratesState.retryAt > now;
  const { actions, shortcuts } = toolActions({
    // Conversions are live; Ctrl+Enter asks the source again (shared and 429-guarded in the module).
    primary: {
      label: "Refresh rates",
      icon: RefreshCw,
      disabled: ratesState.loading || waiting,
      onClick: ratesState.reload,
    },
    copy: { label: "Copy results", disabled: empty, onClick: copyActions.copy },
    download: { label: "Download CSV", disabled: empty, onClick: downloadActions.download },
    clear: { onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-6">
        <section aria-label="Input" className="flex flex-col gap-3">
          <OptionsRow>
            <TextOption label="Amount" value={amountText} onChange={setAmountText} width="12rem" />
            <SelectOption
              label="From"
              value={from}
              options={currencyOptions}
              onChange={setFrom}
              width="16rem"
            />
            <PanelButton
              icon={ArrowLeftRight}
              label={targets.length > 0 ? `Swap ${from} and ${targets[0]}` : "Swap"}
              disabled={targets.length === 0}
              onClick={swap}
            />
            <SelectOption
              label="Number format"
              value={locale}
              options={LOCALE_OPTIONS}
              onChange={(next) => {
                // The typed amount keeps its value: "1,000" becomes "1.000", never 1.
                setAmountText(amountInLocale(amountText, locale, next));
                setLocale(next);
              }}
            />
          </OptionsRow>
          <div className="flex flex-wrap items-end gap-2">
            <ul aria-label="Convert to" className="flex flex-wrap gap-2">
              {targets.map((code) => (
                <li
                  key={code}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-2 py-0.5 text-sm dark:border-slate-600"
                >
                  {code}
                  <button
                    type="button"
                    aria-label={`Remove ${code}`}
                    onClick={() => setTargets(targets.filter((target) => target !== code))}
                    className="rounded-full p-0.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
            <SelectOption
              label="Add currency"
              value={ADD_PROMPT}
              options={[{ value: ADD_PROMPT, label: "Choose…" }, ...addable]}
              onChange={(code) => code && setTargets([...targets, code])}
              width="16rem"
            />
          </div>
        </section>
        <RatesStatus state={ratesState} now={now} />
        {byHand && targets.length > 0 && (
          <section aria-labelledby="typed-rates" className="flex flex-col gap-2">
            <h2 id="typed-rates" className="font-medium">
              Convert with your own rates
            </h2>
            <OptionsRow>
              {targets
                .filter((code) => code !== from)
                .map((code) => (
                  <TextOption
                    key={code}
                    label={manualRateLabel(from, code)}
                    value={typedRates[code] ?? ""}
                    onChange={(text) => setTypedRates({ ...typedRates, [code]: text })}
                    width="9rem"
                  />
                ))}
            </OptionsRow>
          </section>
        )}
        <ErrorPanel message={amountError ?? (manual?.errors.join("\n") || null)} />
        <section aria-label="Output" className="flex min-h-40 flex-col gap-3">
          <OutputHeader
            title="Conversions"
            disabled={empty}
            onCopy={() => void copyActions.copy()}
            onDownload={downloadActions.download}
          />
          {empty ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {table
                ? "Enter an amount and choose currencies to convert to."
                : byHand
                  ? "No rates could be fetched: type a rate for each currency above to convert with it."
                  : "Loading rates…"}
            </p>
          ) : (
            <ConversionTable
              caption={`${amountText.trim()} ${from} at ${table ? `the rates of ${table.date}` : MANUAL_RATES_DATE}`}
              columns={CONVERSION_COLUMNS}
              rows={rows}
              missing={table ? missingTargets(table, from, targets) : []}
              date={table?.date ?? MANUAL_RATES_DATE}
            />
          )}
        </section>
        <HistoricalRates from={from} targets={targets} amountText={amountText} locale={locale} />
        <RateChart from={from} targets={targets} codes={codes} />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Rates are the European Central Bank&apos;s daily reference rates, fetched from{" "}
          <a className="underline" href={FRANKFURTER.homepage}>
            Frankfurter
          </a>{" "}
          ({new URL(FRANKFURTER.baseUrl).host}) and saved on this device. Only currency codes and
          dates are sent to it; the amount you type never leaves your browser: every conversion is
          computed here, in decimal, rounded to each currency&apos;s minor unit.
        </p>
      </div>
    </ToolPage>
  );
}
