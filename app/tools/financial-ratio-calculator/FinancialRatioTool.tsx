// The Financial Ratio Calculator page: figures entered once in four groups, every ratio as a card
// (formula, result, calculation, meaning) recalculated as you type, and a results table to copy
// (tab-separated) or download (CSV). Arithmetic is instant, so there is no worker and no Run step.
import { ClipboardList } from "lucide-react";
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { toolActions } from "~/ui/runtime/tool-actions";
import { DataTable } from "~/ui/panels/DataTable";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { OutputHeader } from "~/ui/panels/OutputHeader";
import { ToolPage } from "~/ui/page/ToolPage";
import {
  RESULT_COLUMNS,
  calculateRatios,
  resultRows,
  resultsCsv,
  resultsTsv,
} from "./financial-ratios";
import {
  CURRENCY_OPTIONS,
  DEFAULT_FORMAT,
  LOCALE_OPTIONS,
  rewriteFieldForLocale,
} from "./number-format";
import { RatioCards } from "./RatioCards";
import { RatioInputs } from "./RatioInputs";
import { ALL_FIELDS, type FieldId, type FieldTexts } from "./ratio-fields";

export const RESULTS_FILE_NAME = "financial-ratios.csv";

/** The worked example of docs/financial-ratio-calculator.md, one click away. */
export const EXAMPLE_FIELDS: FieldTexts = {
  sharePrice: "$50",
  sharesOutstanding: "1,000,000",
  dividendPerShare: "$1",
  epsGrowth: "12.5%",
  revenue: "$10,000,000",
  costOfGoodsSold: "$6,000,000",
  operatingIncome: "$2,500,000",
  netIncome: "$2,000,000",
  currentAssets: "$3,000,000",
  inventory: "$1,000,000",
  currentLiabilities: "$2,000,000",
  totalAssets: "$25,000,000",
  totalLiabilities: "$15,000,000",
  equity: "$10,000,000",
  amountInvested: "$1,000",
  finalValue: "$1,500",
  holdingYears: "3",
};

const FIELD_IDS = new Set<string>(ALL_FIELDS.map((field) => field.id));

const KIND_OF = new Map(ALL_FIELDS.map((field) => [field.id, field.kind]));

/** The typed figures in another number format, each keeping its value ("1,000" → "1.000"). */
function fieldsInLocale(fields: FieldTexts, from: string, to: string): FieldTexts {
  return Object.fromEntries(
    Object.entries(fields).map(([id, text]) => {
      const kind = KIND_OF.get(id as FieldId);
      return [id, kind && text ? rewriteFieldForLocale(text, kind, from, to) : text];
    }),
  );
}

/** What storage gave back, keeping only known fields with text values. */
function knownFields(stored: FieldTexts): FieldTexts {
  return Object.fromEntries(
    Object.entries(stored).filter(([id, text]) => FIELD_IDS.has(id) && typeof text === "string"),
  );
}

export function FinancialRatioTool({ tool }: { tool: ToolEntry }) {
  const [storedFields, setFields] = usePersistentState<FieldTexts>(tool.path, "fields", {});
  const [startDate, setStartDate] = usePersistentState(tool.path, "startDate", "");
  const [endDate, setEndDate] = usePersistentState(tool.path, "endDate", "");
  const [locale, setLocale] = usePersistentChoice(
    tool.path,
    "locale",
    LOCALE_OPTIONS,
    DEFAULT_FORMAT.locale as (typeof LOCALE_OPTIONS)[number]["value"],
  );
  const [currency, setCurrency] = usePersistentChoice(
    tool.path,
    "currency",
    CURRENCY_OPTIONS,
    DEFAULT_FORMAT.currency as (typeof CURRENCY_OPTIONS)[number]["value"],
  );
  const fields = useMemo(() => knownFields(storedFields), [storedFields]);

  const calculation = useMemo(
    () => calculateRatios({ fields, startDate, endDate, format: { locale, currency } }),
    [fields, startDate, endDate, locale, currency],
  );
  const rows = useMemo(() => resultRows(calculation), [calculation]);
  const fieldErrors = Object.values(calculation.fieldErrors);
  const copyActions = useOutputActions(resultsTsv(rows), "financial-ratios.tsv");
  const downloadActions = useOutputActions(resultsCsv(rows), RESULTS_FILE_NAME, "text/csv");

  const setField = (id: FieldId, text: string) =>
    setFields((previous) => ({ ...knownFields(previous), [id]: text }));

  function clear() {
    setFields({});
    setStartDate("");
    setEndDate("");
  }

  const empty = rows.length === 0;
  const { actions, shortcuts } = toolActions({
    extra: [
      {
        label: "Load example",
        icon: ClipboardList,
        // The example is written in US English; it is shown in the chosen number format.
        onClick: () => setFields(fieldsInLocale(EXAMPLE_FIELDS, DEFAULT_FORMAT.locale, locale)),
      },
    ],
    copy: {
      label: "Copy results",
      disabled: empty,
      onClick: copyActions.copy,
      title: "All computed ratios, tab-separated",
    },
    download: { label: "Download CSV", disabled: empty, onClick: downloadActions.download },
    clear: { onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-6">
        {/* Named Input and Output like every tool's main input and result (page contract). */}
        <section aria-label="Input" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">Figures</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Enter each figure once; every ratio that needs it uses it. Leave a field empty when you
            do not have it: the ratios that need it say so.
          </p>
          <RatioInputs
            fields={fields}
            onFieldChange={setField}
            startDate={startDate}
            endDate={endDate}
            onStartDateChange={setStartDate}
            onEndDateChange={setEndDate}
            locale={locale}
            currency={currency}
            onLocaleChange={(next) => {
              setFields((previous) => fieldsInLocale(knownFields(previous), locale, next));
              setLocale(next);
            }}
            onCurrencyChange={setCurrency}
            errors={calculation.fieldErrors}
          />
        </section>
        <ErrorPanel message={fieldErrors.length > 0 ? fieldErrors.join("\n") : null} />
        <RatioCards calculation={calculation} />
        <section aria-label="Output" className="flex flex-col gap-3">
          <OutputHeader
            title="All results"
            disabled={empty}
            onCopy={() => void copyActions.copy()}
            onDownload={downloadActions.download}
          />
          {empty ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              No ratio can be calculated yet: enter figures above, or Load example.
            </p>
          ) : (
            <DataTable caption="Financial ratios" columns={RESULT_COLUMNS} rows={rows} rowHeaders />
          )}
        </section>
      </div>
    </ToolPage>
  );
}
