// The country holidays as the page sees them: asked of the worker (which alone loads date-holidays)
// once the user interacts, again whenever country, region or range change; an older answer never
// stands in for the current inputs.
import { useEffect, useMemo } from "react";
import { useWorkerTask } from "~/hooks/use-worker-task";
import type { CountryHolidaysJob, CountryHolidaysResult, RegionOption } from "./country-holidays";
import type { Holiday } from "./date-range";

function createWorker() {
  return new Worker(new URL("./date-range-analyzer.worker.ts", import.meta.url), {
    type: "module",
  });
}

export interface CountryHolidaysState {
  /** Null while the holidays for the current inputs are not known yet. */
  holidays: Holiday[] | null;
  regions: RegionOption[];
  progress: number | null;
  error: string | null;
}

const NONE: Holiday[] = [];

const sameJob = (a: CountryHolidaysJob, b: CountryHolidaysJob) =>
  a.country === b.country && a.region === b.region && a.from === b.from && a.to === b.to;

/** `job` null: no country chosen (or no valid range), so there is nothing to look up. */
export function useCountryHolidays(
  job: CountryHolidaysJob | null,
  enabled: boolean,
): CountryHolidaysState {
  const task = useWorkerTask<CountryHolidaysJob, CountryHolidaysResult>(createWorker);
  const { run } = task;
  const country = job?.country ?? "";
  const region = job?.region ?? "";
  const from = job?.from ?? 0;
  const to = job?.to ?? 0;
  const current = useMemo(() => ({ country, region, from, to }), [country, region, from, to]);

  useEffect(() => {
    if (enabled && country) run(current);
  }, [enabled, country, current, run]);

  if (!job) return { holidays: NONE, regions: [], progress: null, error: null };
  const answer = task.output;
  const answered = answer !== null && sameJob(answer.job, current) && task.status === "done";
  // Regions depend on the country only: keep the last list while a new range is looked up.
  const regions = answer && answer.job.country === country ? answer.regions : [];
  return {
    holidays: answered ? answer.holidays : null,
    regions,
    progress: task.progress,
    error: task.status === "error" ? task.error : null,
  };
}
