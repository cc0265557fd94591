// The unit-test panel of a pattern: test strings, each expected to match or not, shown as
// pass or fail against the current pattern (results come from the worker's run).
import { Check, Plus, X } from "lucide-react";
import { PanelButton } from "~/ui/panels/PanelButton";
import type { Expectation, RegexTestCase, TestOutcome } from "./regex-job";

const EXPECTATIONS: { value: Expectation; label: string }[] = [
  { value: "match", label: "should match" },
  { value: "no-match", label: "should not match" },
];

/**
 * Stored test cases (localStorage, another version) may be anything: keep the valid ones. (Not
 * EditableRows' validRows: importing it would bring that component into this page's first load.)
 */
export function validTestCases(value: unknown): RegexTestCase[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is RegexTestCase => {
    const c = row as Partial<Record<keyof RegexTestCase, unknown>> | null;
    return (
      typeof c === "object" &&
      c !== null &&
      typeof c.id === "string" &&
      typeof c.text === "string" &&
      (c.expect === "match" || c.expect === "no-match")
    );
  });
}

const fieldClass =
  "min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

function Verdict({ outcome }: { outcome: TestOutcome | undefined }) {
  if (!outcome) return <span className="w-40 text-sm text-slate-600 dark:text-slate-300">—</span>;
  const detail = outcome.matched ? `matched ${JSON.stringify(outcome.firstMatch)}` : "no match";
  return (
    <span
      className={`inline-flex w-40 items-center gap-1 truncate text-sm font-medium ${
        outcome.passed ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"
      }`}
      title={detail}
    >
      {outcome.passed ? (
        <Check aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <X aria-hidden="true" className="size-4 shrink-0" />
      )}
      {outcome.passed ? "Pass" : "Fail"}: {detail}
    </span>
  );
}

export function TestCasesPanel({
  cases,
  onChange,
  outcomes,
}: {
  cases: readonly RegexTestCase[];
  onChange: (cases: RegexTestCase[]) => void;
  /** The latest run's verdicts, by case id; null while there is none (no pattern, an error). */
  outcomes: readonly TestOutcome[] | null;
}) {
  const byId = new Map(outcomes?.map((outcome) => [outcome.id, outcome]));
  const update = (index: number, change: Partial<RegexTestCase>) =>
    onChange(cases.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const passed = outcomes?.filter((outcome) => outcome.passed).length ?? 0;
  const add = () =>
    onChange([
      ...cases,
      { id: `${Date.now().toString(36)}-${cases.length}`, text: "", expect: "match" },
    ]);
  return (
    <section aria-labelledby="regex-tests-heading" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="regex-tests-heading" className="text-base font-semibold">
          Test strings
        </h2>
        {cases.length > 0 && outcomes && (
          <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {passed} of {cases.length} pass
          </span>
        )}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A unit test for the pattern: each string should match (somewhere in it) or should not.
      </p>
      {cases.length > 0 && (
        <ul className="flex flex-col gap-2">
          {cases.map((testCase, index) => (
            <li key={testCase.id} className="flex flex-wrap items-center gap-2">
              <input
                type="text"
                aria-label={`Test string ${index + 1}`}
                value={testCase.text}
                spellCheck={false}
                onChange={(event) => update(index, { text: event.target.value })}
                className={`${fieldClass} flex-1 basis-48`}
              />
              <select
                aria-label={`Expectation ${index + 1}`}
                value={testCase.expect}
                onChange={(event) => update(index, { expect: event.target.value as Expectation })}
                className={fieldClass}
              >
                {EXPECTATIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <span aria-label={`Result ${index + 1}`} role="group">
                <Verdict outcome={byId.get(testCase.id)} />
              </span>
              <button
                type="button"
                aria-label={`Remove test string ${index + 1}`}
                onClick={() => onChange(cases.filter((_, i) => i !== index))}
                className="rounded-md border border-slate-300 p-1 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <PanelButton icon={Plus} label="Add test string" onClick={add} />
      </div>
    </section>
  );
}
