// False while prerendering and during the hydration pass, true after: for UI that must match the
// prerendered HTML first and may differ once the browser has taken over (stored theme, the current
// time, stored input): React's first browser render must equal the HTML, or hydration fails.
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Setting state once after mount is the point here: it schedules the post-hydration render.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
