// The calculator's inputs: number format and currency, then each figure once, in its group (Market,
// Income statement, Balance sheet, Investment). A field that cannot be read says so under itself.
import { useId } from "react";
import { SelectOption, OptionsRow } from "~/ui/panels/OptionsRow";
import { CURRENCY_OPTIONS, LOCALE_OPTIONS } from "./number-format";
import type { Calculation } from "./financial-ratios";
import { FIELD_GROUPS, type FieldDefinition, type FieldId, type FieldTexts } from "./ratio-fields";

type Locale = (typeof LOCALE_OPTIONS)[number]["value"];
type Currency = (typeof CURRENCY_OPTIONS)[number]["value"];

const inputClass =
  "w-full min-w-0 rounded-md border bg-white px-2 py-1.5 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:bg-slate-900 dark:text-slate-100";
const validBorder = "border-slate-300 dark:border-slate-600";
const invalidBorder = "border-red-600 dark:border-red-400";

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
    className: string;
  }) => React.ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        "aria-describedby": described || undefined,
        "aria-invalid": error ? true : undefined,
        className: `${inputClass} ${error ? invalidBorder : validBorder}`,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function NumberField({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldDefinition;
  value: string;
  error?: string;
  onChange: (id: FieldId, text: string) => void;
}) {
  return (
    <Field label={field.label} hint={field.hint} error={error}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode={field.kind === "count" || field.kind === "years" ? "decimal" : "text"}
          autoComplete="off"
          spellCheck={false}
          placeholder={field.placeholder}
          value={value}
          onChange={(event) => onChange(field.id, event.target.value)}
        />
      )}
    </Field>
  );
}

export interface RatioInputsProps {
  fields: FieldTexts;
  onFieldChange: (id: FieldId, text: string) => void;
  startDate: string;
  endDate: string;
  onStartDateChange: (text: string) => void;
  onEndDateChange: (text: string) => void;
  locale: Locale;
  currency: Currency;
  onLocaleChange: (locale: Locale) => void;
  onCurrencyChange: (currency: Currency) => void;
  errors: Calculation["fieldErrors"];
}

export function RatioInputs(props: RatioInputsProps) {
  const { fields, onFieldChange, errors } = props;
  return (
    <div className="flex flex-col gap-4">
      <OptionsRow>
        <SelectOption
          label="Number format"
          value={props.locale}
          options={LOCALE_OPTIONS}
          onChange={props.onLocaleChange}
        />
        <SelectOption
          label="Currency"
          value={props.currency}
          options={CURRENCY_OPTIONS}
          onChange={props.onCurrencyChange}
        />
        <p className="basis-full text-xs text-slate-600 sm:basis-auto dark:text-slate-300">
          Amounts may carry a currency sign, a minus or parentheses, K/M/B/T (2.5M) or an exponent
          (1.2e6).
        </p>
      </OptionsRow>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {FIELD_GROUPS.map((group) => (
          <fieldset
            key={group.title}
            className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <legend className="px-1 font-semibold">{group.title}</legend>
            {group.fields.map((field) => (
              <NumberField
                key={field.id}
                field={field}
                value={fields[field.id] ?? ""}
                error={errors[field.id]}
                onChange={onFieldChange}
              />
            ))}
            {group.title === "Investment" && (
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-1 2xl:grid-cols-2">
                <Field label="Start date" error={errors.startDate}>
                  {(inputProps) => (
                    <input
                      {...inputProps}
                      type="date"
                      value={props.startDate}
                      onChange={(event) => props.onStartDateChange(event.target.value)}
                    />
                  )}
                </Field>
                <Field label="End date" error={errors.endDate}>
                  {(inputProps) => (
                    <input
                      {...inputProps}
                      type="date"
                      value={props.endDate}
                      onChange={(event) => props.onEndDateChange(event.target.value)}
                    />
                  )}
                </Field>
              </div>
            )}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
