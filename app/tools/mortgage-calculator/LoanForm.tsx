// The loan's fields: price and down payment, term, rate and first payment month, the monthly
// extras (tax, insurance, PMI, HOA), extra payments, and the number format of the results.
import { useId } from "react";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import type { PmiRemoval } from "./amortization";
import { FIELD_LABELS, type DownPaymentMode, type LoanTexts } from "./loan-inputs";
import {
  CURRENCY_OPTIONS,
  LOCALE_OPTIONS,
  type CurrencyChoice,
  type LocaleChoice,
} from "./money-text";

type TextField = keyof typeof FIELD_LABELS;

export const inputClass =
  "w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

function Field({
  field,
  texts,
  onChange,
  type = "text",
  hint,
}: {
  field: TextField;
  texts: LoanTexts;
  onChange: (field: TextField, text: string) => void;
  type?: "text" | "month";
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {FIELD_LABELS[field]}
      </label>
      <input
        id={id}
        type={type}
        inputMode={type === "text" ? "decimal" : undefined}
        autoComplete="off"
        spellCheck={false}
        value={texts[field]}
        onChange={(event) => onChange(field, event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

const DOWN_MODES = [
  { value: "percent", label: "% of price" },
  { value: "amount", label: "Amount" },
] as const satisfies readonly { value: DownPaymentMode; label: string }[];

const PMI_REMOVALS = [
  { value: "automatic", label: "Automatically at 78 %" },
  { value: "requested", label: "On request at 80 %" },
] as const satisfies readonly { value: PmiRemoval; label: string }[];

const groupClass = "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4";

export function LoanForm({
  texts,
  onChange,
  locale,
  currency,
  onLocaleChange,
  onCurrencyChange,
}: {
  texts: LoanTexts;
  onChange: (next: Partial<LoanTexts>) => void;
  locale: LocaleChoice;
  currency: CurrencyChoice;
  onLocaleChange: (locale: LocaleChoice) => void;
  onCurrencyChange: (currency: CurrencyChoice) => void;
}) {
  const set = (field: TextField, text: string) => onChange({ [field]: text });
  const field = (name: TextField, hint?: string, type?: "text" | "month") => (
    <Field field={name} texts={texts} onChange={set} hint={hint} type={type} />
  );
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Loan</legend>
        <div className={groupClass}>
          {field("homePrice")}
          {field(
            "downPayment",
            texts.downPaymentMode === "percent" ? "Percent of the price" : "Amount",
          )}
          <SelectOption
            label="Down payment as"
            value={texts.downPaymentMode}
            options={DOWN_MODES}
            onChange={(mode) => onChange({ downPaymentMode: mode })}
          />
          {field("termYears")}
          {field("rate")}
          {field("startMonth", undefined, "month")}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Taxes, insurance, PMI and HOA</legend>
        <div className={groupClass}>
          {field("propertyTax")}
          {field("insurance")}
          {field("pmiRate", "Charged while the loan is above 80 % of the price")}
          <SelectOption
            label="PMI removal"
            value={texts.pmiRemoval}
            options={PMI_REMOVALS}
            onChange={(removal) => onChange({ pmiRemoval: removal })}
          />
          {field("hoa")}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Extra payments (toward principal)</legend>
        <div className={groupClass}>
          {field("extraMonthly")}
          {field("extraYearly", "With every 12th payment")}
          {field("extraOnce")}
          {field("extraOnceMonth", undefined, "month")}
        </div>
      </fieldset>
      <OptionsRow>
        <SelectOption
          label="Number format"
          value={locale}
          options={LOCALE_OPTIONS}
          onChange={onLocaleChange}
        />
        <SelectOption
          label="Currency"
          value={currency}
          options={CURRENCY_OPTIONS}
          onChange={onCurrencyChange}
        />
      </OptionsRow>
    </div>
  );
}
