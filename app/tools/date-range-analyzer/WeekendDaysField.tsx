// Which days of the week are the weekend: Saturday and Sunday unless the user ticks others (Friday
// and Saturday in much of the Middle East, Sunday alone in some countries).
import { WEEKDAY_NAMES } from "~/lib/time/civil-date";
import { CheckboxOption } from "~/ui/panels/OptionsRow";

/** Monday first, as calendars in most countries start the week. */
const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function WeekendDaysField({
  weekendDays,
  onChange,
}: {
  weekendDays: readonly number[];
  onChange: (weekendDays: number[]) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Weekend days</legend>
      {WEEKDAY_ORDER.map((weekday) => (
        <CheckboxOption
          key={weekday}
          label={WEEKDAY_NAMES[weekday]}
          checked={weekendDays.includes(weekday)}
          onChange={(checked) =>
            onChange(
              checked ? [...weekendDays, weekday] : weekendDays.filter((day) => day !== weekday),
            )
          }
        />
      ))}
    </fieldset>
  );
}

/** The attribution the holiday data's licence (CC BY-SA 3.0, from Wikipedia) asks for. */
export function HolidayDataCredit() {
  const link = "text-blue-700 underline dark:text-blue-300";
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      Holiday data:{" "}
      <a href="https://github.com/commenthol/date-holidays" className={link}>
        date-holidays
      </a>{" "}
      by commenthol and contributors, compiled from Wikipedia articles, licensed{" "}
      <a href="https://creativecommons.org/licenses/by-sa/3.0/" className={link}>
        CC BY-SA 3.0
      </a>{" "}
      (code ISC). Holidays change by law; check the ones that matter to you.
    </p>
  );
}
