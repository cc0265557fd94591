// A date typed as YYYY-MM-DD (any year 0001–9999) or picked with the browser's date picker; both
// edit the same value. Fixed ids (no useId): they must match between the prerender and hydration.

const fieldClass =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]";

/** The picker's value: only a complete, well-formed date (anything else leaves it blank). */
function pickerValue(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : "";
}

export function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={value}
          placeholder="YYYY-MM-DD"
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} w-32 font-mono`}
        />
        <input
          type="date"
          aria-label={`Pick ${label.toLowerCase()}`}
          min="0001-01-01"
          max="9999-12-31"
          value={pickerValue(value)}
          // Clearing the picker (or an unfinished date in it) gives "": keep what was typed.
          onChange={(event) => event.target.value && onChange(event.target.value)}
          className={fieldClass}
        />
      </div>
    </div>
  );
}
