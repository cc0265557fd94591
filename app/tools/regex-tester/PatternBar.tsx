// The pattern between its slashes, and the eight flags as switches, each named by its letter and
// meaning. Enter in the pattern runs it now (useful for a long text that waits for Run).
import { FLAGS, normalizeFlags } from "./regex-core";

export function PatternBar({
  pattern,
  onPatternChange,
  flags,
  onFlagsChange,
  onRun,
  invalid,
}: {
  pattern: string;
  onPatternChange: (pattern: string) => void;
  flags: string;
  onFlagsChange: (flags: string) => void;
  onRun: () => void;
  /** The engine rejects the pattern (or the flags). */
  invalid: boolean;
}) {
  const toggle = (flag: string, on: boolean) =>
    onFlagsChange(normalizeFlags(on ? flags + flag : flags.replace(flag, "")));
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-col gap-1">
        <label htmlFor="regex-pattern" className="font-medium">
          Pattern
        </label>
        <div className="flex items-center gap-1 font-mono">
          <span aria-hidden="true" className="text-lg text-slate-600 dark:text-slate-300">
            /
          </span>
          <input
            id="regex-pattern"
            type="text"
            value={pattern}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            placeholder="(?<year>\d{4})-(?<month>\d{2})"
            aria-invalid={invalid}
            onChange={(event) => onPatternChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.ctrlKey && !event.metaKey) {
                event.preventDefault();
                onRun();
              }
            }}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-300"
          />
          <span aria-hidden="true" className="text-lg text-slate-600 dark:text-slate-300">
            /{flags}
          </span>
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium">Flags</legend>
        {FLAGS.map(({ flag, name, meaning }) => (
          <label key={flag} title={meaning} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={flags.includes(flag)}
              onChange={(event) => toggle(flag, event.target.checked)}
              className="size-4 accent-blue-600"
            />
            <span>
              <span className="font-mono font-semibold">{flag}</span> {name}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
