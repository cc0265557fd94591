// False while prerendering and during the hydration pass, true after (and from the start for what
// mounts once the page has hydrated, e.g. after a client-side navigation): for UI that must match the
// prerendered HTML first and may differ once the browser has taken over (stored theme, the current
// time, stored input): React's first browser render must equal the HTML, or hydration fails.
import { startTransition, useEffect, useState } from "react";

/**
 * Whether the page had hydrated before this component mounted (a client-side navigation, a part
 * shown later): it then renders in the browser from the start, with no hydration pass to match.
 */
const pageAlreadyHydrated = () =>
  typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageAlreadyHydrated);
  // Setting state once after mount is the point here: it schedules the post-hydration render. As a
  // transition, React splits that render into short slices that yield to the browser (a time zone
  // list of 400 options, a clock, stored input): outside one it is a single long task.
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // Once, after the first render: it only ever turns true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrated;
}
