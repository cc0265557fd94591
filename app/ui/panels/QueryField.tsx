// The one-line query of a tester (an XPath expression, a JSONPath query or a jq filter): Enter runs
// it, and example queries on the tool's sample are buttons that try them.
import { useId } from "react";

export interface ExampleQuery {
  query: string;
  /** What the example finds, shown as its title. */
  label: string;
}

export function QueryField({
  label,
  value,
  placeholder,
  examples,
  onChange,
  onRun,
  onExample,
}: {
  label: string;
  value: string;
  placeholder: string;
  examples: readonly ExampleQuery[];
  onChange: (value: string) => void;
  onRun: () => void;
  onExample: (query: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-field`} className="font-medium">
        {label}
      </label>
      <input
        id={`${id}-field`}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.ctrlKey && !event.metaKey) {
            event.preventDefault();
            onRun();
          }
        }}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 placeholder:text-slate-600 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-300"
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span id={`${id}-examples`} className="text-slate-700 dark:text-slate-300">
          Examples (on the sample):
        </span>
        <ul aria-labelledby={`${id}-examples`} className="flex flex-wrap gap-2">
          {examples.map((example) => (
            <li key={example.query}>
              <button
                type="button"
                title={example.label}
                onClick={() => onExample(example.query)}
                className="rounded border border-slate-300 px-1.5 py-0.5 font-mono text-xs text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {example.query}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
