// One user-started request to the market-data module (a past date's rates, a pair's series): its
// result, its error message, and whether it is running; a newer request makes an older answer stale.
import { useCallback, useRef, useState } from "react";
import { errorMessage } from "~/lib/tool-error";

export interface MarketRequest<T> {
  result: T | null;
  error: string | null;
  running: boolean;
  run: (load: () => Promise<T>) => void;
}

export function useMarketRequest<T>(): MarketRequest<T> {
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const latest = useRef(0);
  const run = useCallback((load: () => Promise<T>) => {
    const id = ++latest.current;
    setRunning(true);
    setError(null);
    load().then(
      (value) => {
        if (id !== latest.current) return;
        setResult(value);
        setRunning(false);
      },
      (failure: unknown) => {
        if (id !== latest.current) return;
        setError(errorMessage(failure));
        setRunning(false);
      },
    );
  }, []);
  return { result, error, running, run };
}

/** Today's date in UTC (Frankfurter's calendar), YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) moved back by `months` calendar months, in UTC. */
export function monthsBefore(date: string, months: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}
