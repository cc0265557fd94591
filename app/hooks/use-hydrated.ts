// False while prerendering and during the hydration pass, true after: for UI that must match the
// prerendered HTML first and may differ once the browser has taken over (stored theme, the current
// time, stored input): React's first browser render must equal the HTML, or hydration fails.
import { startTransition, useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Setting state once after mount is the point here: it schedules the post-hydration render. As a
  // transition, React splits that render into short slices that yield to the browser (a time zone
  // list of 400 options, a clock, stored input): outside one it is a single long task.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
