// Loan comparison: 2–4 scenarios of the loan above (term, rate, points), their payments and total
// cost side by side with the difference from Scenario A, copyable as tab-separated text.
import { Plus, X } from "lucide-react";
import { useId, useMemo } from "react";
import { csvText } from "~/lib/csv/csv-table";
import { DataTable } from "~/ui/panels/DataTable";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { CopyDownloadButtons } from "~/ui/panels/OutputHeader";
import { PanelButton } from "~/ui/panels/PanelButton";
import type { LoanTerms } from "./amortization";
import { inputClass } from "./LoanForm";
import {
  MAX_SCENARIOS,
  MIN_SCENARIOS,
  compareScenario,
  comparisonRows,
  scenarioName,
  type ScenarioTexts,
} from "./loan-comparison";
import type { MoneyFormatter } from "./money-text";

const SCENARIO_FIELDS = [
  { key: "termYears", label: "term (years)" },
  { key: "rate", label: "rate (%)" },
  { key: "points", label: "points (%)" },
] as const;

function ScenarioInputs({
  index,
  scenario,
  onChange,
  onRemove,
}: {
  index: number;
  scenario: ScenarioTexts;
  onChange: (next: ScenarioTexts) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  const name = scenarioName(index);
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 font-semibold">{name}</legend>
      {SCENARIO_FIELDS.map(({ key, label }) => (
        <div key={key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
            {`${name} ${label}`}
          </label>
          <input
            id={`${id}-${key}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={scenario[key]}
            onChange={(event) => onChange({ ...scenario, [key]: event.target.value })}
            className={inputClass}
          />
        </div>
      ))}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex items-center gap-1 self-start text-sm text-red-800 hover:underline dark:text-red-300"
        >
          <X aria-hidden="true" className="size-4" />
          {`Remove ${name}`}
        </button>
      )}
    </fieldset>
  );
}

export function LoanComparison({
  terms,
  scenarios,
  onScenariosChange,
  format,
}: {
  terms: LoanTerms;
  scenarios: ScenarioTexts[];
  onScenariosChange: (next: ScenarioTexts[]) => void;
  format: MoneyFormatter;
}) {
  const outcomes = useMemo(
    () => scenarios.map((s, i) => compareScenario(terms, s, i, format.locale)),
    [terms, scenarios, format],
  );
  const table = useMemo(
    () => comparisonRows(scenarios, outcomes, format),
    [scenarios, outcomes, format],
  );
  const errors = outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
  const tsv = table.map((row) => row.join("\t")).join("\n");
  const copy = useOutputActions(tsv, "loan-comparison.tsv");
  const download = useOutputActions(csvText(table), "loan-comparison.csv", "text/csv");

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {`Each scenario borrows the same ${format.money2(terms.principal)}. Total cost = principal + interest + points (points are a percent of the loan paid at closing). Differences are against Scenario A.`}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {scenarios.map((scenario, index) => (
          <ScenarioInputs
            key={index}
            index={index}
            scenario={scenario}
            onChange={(next) =>
              onScenariosChange(scenarios.map((s, i) => (i === index ? next : s)))
            }
            onRemove={
              scenarios.length > MIN_SCENARIOS
                ? () => onScenariosChange(scenarios.filter((_, i) => i !== index))
                : undefined
            }
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <PanelButton
          icon={Plus}
          label="Add scenario"
          disabled={scenarios.length >= MAX_SCENARIOS}
          onClick={() => onScenariosChange([...scenarios, { ...scenarios[scenarios.length - 1] }])}
        />
        <CopyDownloadButtons
          noun="comparison"
          onCopy={() => void copy.copy()}
          onDownload={download.download}
        />
      </div>
      <ErrorPanel message={errors.length > 0 ? errors.join("\n") : null} />
      <DataTable caption="Loan comparison" columns={table[0]} rows={table.slice(1)} rowHeaders />
    </div>
  );
}
