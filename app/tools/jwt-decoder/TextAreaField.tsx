// A labelled multi-line field for keys and JSON: plain text, never stored (its owner keeps it in
// React state), no spell check or autofill.
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  placeholder,
  rows = 4,
  readOnly = false,
  children,
}: {
  /** A fixed id (not useId), so the prerendered HTML and the hydrated page agree. */
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  rows?: number;
  readOnly?: boolean;
  /** Buttons shown beside the label. */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {children && <span className="ml-auto flex flex-wrap gap-2">{children}</span>}
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={placeholder}
        rows={rows}
        readOnly={readOnly}
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}
