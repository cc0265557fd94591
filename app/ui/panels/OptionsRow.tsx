// A row of labelled tool options (text, number, select, checkbox) that wraps on small screens.
import { useId } from "react";

export function OptionsRow({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-x-5 gap-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      {children}
    </div>
  );
}

const fieldClass =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/**
 * A labelled one-line field: the tools' text options, and the AI settings' endpoint, model, key and
 * time limit (a URL, password or number field, with a placeholder or bounds).
 */
export function TextOption({
  label,
  value,
  onChange,
  width = "8rem",
  type = "text",
  ...input
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** A CSS width: "8rem", or "100%" to fill a form's column. */
  width?: string;
  type?: "text" | "url" | "password" | "number";
  placeholder?: string;
  /** "off" for a secret the browser should not offer to fill in. */
  autoComplete?: string;
  min?: number;
  max?: number;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
        style={{ width }}
        {...input}
      />
    </div>
  );
}

/** Wide enough for nearly every IANA zone name ("America/Argentina/Buenos_Aires"). */
export const TIME_ZONE_SELECT_WIDTH = "17rem";

export function SelectOption<T extends string>({
  label,
  value,
  options,
  onChange,
  width,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
  /** A fixed width, for a list that grows after hydration (a select is as wide as its longest option). */
  width?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className={fieldClass}
        style={width ? { width } : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxOption({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 py-1">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-blue-600"
      />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}
