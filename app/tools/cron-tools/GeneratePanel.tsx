// Generate: one editor per field (every / specific values / range / step, months and weekdays by
// name), common presets, and the expression they write, ready for the interpreter.
import { ArrowRight } from "lucide-react";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { SelectOption } from "~/ui/panels/OptionsRow";
import {
  type BuilderDraft,
  FIELD_SPECS,
  type FieldMode,
  type FieldRule,
  type FieldSpec,
  PRESETS,
} from "./cron-builder";
import type { Explanation } from "./cron-describe";
import { SIX_FIELD_NAMES } from "./cron-syntax";
import { StatusLine } from "./RunTimes";

const controlClass =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

const MODE_LABELS: Record<FieldMode, (spec: FieldSpec) => string> = {
  every: (spec) =>
    spec.name === "dayOfWeek" ? "Every day of the week" : `Every ${spec.label.toLowerCase()}`,
  specific: (spec) => `Specific ${spec.plural}`,
  range: (spec) => `A range of ${spec.plural}`,
  step: (spec) => `Every n ${spec.plural}`,
};

const MODES: readonly FieldMode[] = ["every", "specific", "range", "step"];

function valueLabel(spec: FieldSpec, value: number): string {
  return spec.names ? spec.names[value - spec.min] : String(value);
}

/** A select of the field's values (names for months and weekdays), built on the shared option. */
function ValueSelect({
  label,
  spec,
  value,
  onChange,
}: {
  label: string;
  spec: FieldSpec;
  value: number;
  onChange: (value: number) => void;
}) {
  const options = Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i).map(
    (v) => ({ value: String(v), label: valueLabel(spec, v) }),
  );
  return (
    <SelectOption
      label={label}
      value={String(value)}
      options={options}
      onChange={(v) => onChange(Number(v))}
    />
  );
}

function defaultRule(mode: FieldMode, spec: FieldSpec): FieldRule {
  switch (mode) {
    case "every":
      return { mode };
    case "specific":
      return { mode, values: [spec.min] };
    case "range":
      return { mode, from: spec.min, to: spec.max };
    case "step":
      return { mode, every: 2, start: spec.min };
  }
}

function FieldEditor({
  spec,
  rule,
  valueText,
  onRuleChange,
  onValueTextChange,
}: {
  spec: FieldSpec;
  rule: FieldRule;
  valueText: string;
  onRuleChange: (rule: FieldRule) => void;
  onValueTextChange: (text: string) => void;
}) {
  const id = (part: string) => `cron-builder-${spec.name}-${part}`;
  const label = spec.label;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 font-medium">{label}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={id("mode")} className="sr-only">
          {label}: which values
        </label>
        <select
          id={id("mode")}
          value={rule.mode}
          onChange={(event) => {
            const next = defaultRule(event.target.value as FieldMode, spec);
            onRuleChange(next);
            // A typed value list starts from the value the new rule holds.
            if (next.mode === "specific" && !spec.names) onValueTextChange(next.values.join(","));
          }}
          className={controlClass}
        >
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {MODE_LABELS[mode](spec)}
            </option>
          ))}
        </select>
      </div>

      {rule.mode === "specific" && spec.names && (
        <div role="group" aria-label={`${label} values`} className="flex flex-wrap gap-x-3 gap-y-1">
          {spec.names.map((name, index) => {
            const value = spec.min + index;
            const checked = rule.values.includes(value);
            return (
              <label key={name} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  aria-label={name}
                  checked={checked}
                  onChange={() =>
                    onRuleChange({
                      mode: "specific",
                      values: checked
                        ? rule.values.filter((v) => v !== value)
                        : [...rule.values, value],
                    })
                  }
                  className="size-4 accent-blue-600"
                />
                {name.slice(0, 3)}
              </label>
            );
          })}
        </div>
      )}

      {rule.mode === "specific" && !spec.names && (
        <div className="flex flex-col gap-1">
          <label htmlFor={id("values")} className="text-sm">
            {label} values
          </label>
          <input
            id={id("values")}
            type="text"
            value={valueText}
            onChange={(event) => onValueTextChange(event.target.value)}
            placeholder={`${spec.min},${Math.min(spec.max, spec.min + 15)}`}
            inputMode="numeric"
            spellCheck={false}
            className={`${controlClass} font-mono`}
          />
        </div>
      )}

      {rule.mode === "range" && (
        <div className="flex flex-wrap gap-3">
          <ValueSelect
            label={`${label} from`}
            spec={spec}
            value={rule.from}
            onChange={(from) => onRuleChange({ ...rule, from })}
          />
          <ValueSelect
            label={`${label} to`}
            spec={spec}
            value={rule.to}
            onChange={(to) => onRuleChange({ ...rule, to })}
          />
        </div>
      )}

      {rule.mode === "step" && (
        <div className="flex flex-wrap gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={id("every")} className="text-sm">
              {label} step
            </label>
            <input
              id={id("every")}
              type="number"
              min={1}
              max={spec.max - spec.min + 1}
              value={rule.every}
              onChange={(event) => onRuleChange({ ...rule, every: event.target.valueAsNumber })}
              className={`${controlClass} w-20`}
            />
          </div>
          <ValueSelect
            label={`${label} starting at`}
            spec={spec}
            value={rule.start}
            onChange={(start) => onRuleChange({ ...rule, start })}
          />
        </div>
      )}
    </fieldset>
  );
}

export interface GeneratePanelProps {
  draft: BuilderDraft;
  /** Takes an update of the draft, so two changes in one event both apply. */
  onDraftChange: (update: (draft: BuilderDraft) => BuilderDraft) => void;
  onPreset: (index: number) => void;
  expression: string | null;
  error: string | null;
  description: Explanation | null;
  onUse: () => void;
}

export function GeneratePanel({
  draft,
  onDraftChange,
  onPreset,
  expression,
  error,
  description,
  onUse,
}: GeneratePanelProps) {
  const fields = SIX_FIELD_NAMES.filter((name) => draft.includeSeconds || name !== "second");
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="cron-presets-title" className="flex flex-col gap-2">
        <h3 id="cron-presets-title" className="font-semibold">
          Presets
        </h3>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((preset, index) => (
            <button
              key={preset.label}
              type="button"
              onClick={() => onPreset(index)}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {preset.label}
            </button>
          ))}
        </div>
      </section>

      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={draft.includeSeconds}
          onChange={(event) => {
            const includeSeconds = event.target.checked;
            onDraftChange((d) => ({ ...d, includeSeconds }));
          }}
          className="size-4 accent-blue-600"
        />
        Include seconds
      </label>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((name) => (
          <FieldEditor
            key={name}
            spec={FIELD_SPECS[name]}
            rule={draft.rules[name]}
            valueText={draft.valueTexts[name]}
            onRuleChange={(rule) =>
              onDraftChange((d) => ({ ...d, rules: { ...d.rules, [name]: rule } }))
            }
            onValueTextChange={(text) =>
              onDraftChange((d) => ({ ...d, valueTexts: { ...d.valueTexts, [name]: text } }))
            }
          />
        ))}
      </div>

      <section
        aria-labelledby="cron-built-title"
        className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      >
        <h3 id="cron-built-title" className="font-semibold">
          Generated expression
        </h3>
        <ErrorPanel message={error} />
        {expression !== null && (
          <>
            <output
              aria-label="Generated expression"
              className="break-all font-mono text-xl text-slate-900 dark:text-slate-50"
            >
              {expression}
            </output>
            {description?.ok && (
              <p className="text-slate-800 dark:text-slate-200">{description.text}</p>
            )}
            <ErrorPanel message={description && !description.ok ? description.message : null} />
            <div>
              <button
                type="button"
                onClick={onUse}
                className="inline-flex items-center gap-1.5 rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700"
              >
                <ArrowRight aria-hidden="true" className="size-4" />
                Use in interpreter
              </button>
            </div>
          </>
        )}
        {expression === null && !error && <StatusLine>Choose values above.</StatusLine>}
      </section>
    </div>
  );
}
