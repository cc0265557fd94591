// The conversions: one row per target currency. Amounts and rates never break inside a figure
// (the shared DataTable wraps anywhere, which split "CHF 88.69"); the formula wraps at spaces.

const cell = "border-t border-slate-200 px-3 py-1.5 align-top dark:border-slate-700";
const NO_WRAP_COLUMNS = new Set([1, 2]);

export function ConversionTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Targets the rate table has no rate for. */
  missing: readonly string[];
  date: string;
}) {
  const { caption, columns, rows, missing, date } = props;
  return (
    <div>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              {columns.map((name) => (
                <th key={name} scope="col" className={`${cell} font-medium`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([code, ...figures]) => (
              <tr key={code}>
                <th scope="row" className={`${cell} font-medium`}>
                  {code}
                </th>
                {figures.map((text, index) => (
                  <td
                    key={index}
                    className={`${cell} font-mono ${NO_WRAP_COLUMNS.has(index + 1) ? "whitespace-nowrap" : "text-xs"}`}
                  >
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {missing.length > 0 && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          No rate for {missing.join(", ")} in the rates of {date}.
        </p>
      )}
    </div>
  );
}
