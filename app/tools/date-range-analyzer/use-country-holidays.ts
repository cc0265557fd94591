// The country holidays as the page sees them: asked of the worker (which alone loads date-holidays)
// once the user interacts, again whenever country, region or range change; an older answer never
// stands in for the current inputs. It runs on the one tool runtime (useToolRun).
import { useMemo } from "react";
import { useToolRun } from "~/hooks/use-tool-run";
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

/** `job` null: no country chosen (or no valid range), so there is nothing to look up. */
export function useCountryHolidays(
  job: CountryHolidaysJob | null,
  enabled: boolean,
): CountryHolidaysState {
  const country = job?.country ?? "";
  const region = job?.region ?? "";
  const from = job?.from ?? 0;
  const to = job?.to ?? 0;
  const current = useMemo(() => ({ country, region, from, to }), [country, region, from, to]);
  const task = useToolRun<CountryHolidaysJob, CountryHolidaysResult>({
    job: current,
    idle: !enabled || !country,
    large: false,
    createWorker,
    delayMs: 0,
  });

  if (!job) return { holidays: NONE, regions: [], progress: null, error: null };
  const answer = task.output;
  // Regions depend on the country only: keep the last list while a new range is looked up.
  const regions = answer && answer.job.country === country ? answer.regions : [];
  return {
    holidays: task.current && answer ? answer.holidays : null,
    regions,
    progress: task.progress,
    error: task.current ? task.error : null,
  };
}
