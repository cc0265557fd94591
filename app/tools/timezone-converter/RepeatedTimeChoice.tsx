// Shown when the source time happens twice (clocks go back): what is shown, and a choice between
// the earlier and the later of the two instants.
import type { RepeatedChoice } from "./timezone-converter";

const LABELS: Record<RepeatedChoice, string> = {
  earlier: "Earlier (before the clocks go back)",
  later: "Later (after the clocks go back)",
};

export function RepeatedTimeChoice({
  note,
  choice,
  onChoose,
}: {
  note: string;
  choice: RepeatedChoice;
  onChoose: (choice: RepeatedChoice) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-amber-500 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
      <legend className="px-1 text-sm font-semibold">This time happens twice</legend>
      <p className="text-sm" data-testid="repeated-time-note">
        {note}
      </p>
      <div className="flex flex-wrap gap-4 text-sm">
        {(["earlier", "later"] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name="timezone-repeated"
              value={option}
              checked={choice === option}
              onChange={() => onChoose(option)}
              className="size-4 accent-blue-600"
            />
            {LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
