// A list of rows of text fields the user adds and removes (name → value pairs: parameters,
// namespace prefixes…), each field and button with its own accessible name, wrapping at 360 px.
import { Plus, X } from "lucide-react";
import { PanelButton } from "./PanelButton";

export interface EditableRowField<R> {
  key: keyof R & string;
  /** Accessible name of the field in row `number` (1-based), e.g. "Parameter 2 name". */
  label: (number: number) => string;
  placeholder?: string;
  /** Width classes, e.g. "max-w-24" for a short field or "flex-1" for one that takes the rest. */
  className?: string;
}

const inputClass =
  "min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

export function EditableRows<R extends Record<string, string>>({
  rows,
  onChange,
  fields,
  removeLabel,
  addLabel,
  blank,
}: {
  rows: readonly R[];
  onChange: (rows: R[]) => void;
  fields: readonly EditableRowField<R>[];
  removeLabel: (number: number) => string;
  addLabel: string;
  /** The row "add" appends. */
  blank: R;
}) {
  const update = (index: number, key: keyof R, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <>
      {rows.length > 0 && (
        <ul className="mb-2 flex flex-col gap-2">
          {rows.map((row, index) => (
            <li key={index} className="flex flex-wrap items-center gap-2">
              {fields.map((field) => (
                <input
                  key={field.key}
                  type="text"
                  aria-label={field.label(index + 1)}
                  placeholder={field.placeholder}
                  spellCheck={false}
                  value={row[field.key]}
                  onChange={(event) => update(index, field.key, event.target.value)}
                  className={`${inputClass} ${field.className ?? "flex-1"}`}
                />
              ))}
              <button
                type="button"
                aria-label={removeLabel(index + 1)}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                className="rounded-md border border-slate-300 p-1 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PanelButton icon={Plus} label={addLabel} onClick={() => onChange([...rows, blank])} />
    </>
  );
}

/** Stored rows (localStorage, another version) may be anything: keep those with every key a string. */
export function validRows<R extends Record<string, string>>(
  value: unknown,
  keys: readonly (keyof R & string)[],
): R[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is R =>
      typeof row === "object" &&
      row !== null &&
      keys.every((key) => typeof (row as Record<string, unknown>)[key] === "string"),
  );
}
