// False while prerendering and during the hydration pass, true after: for UI that must match the
// prerendered HTML first and may differ once the browser has taken over. (Preact, our browser
// React, hydrates without patching attributes, so the first browser render must equal the HTML.)
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Setting state once after mount is the point here: it schedules the post-hydration render.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
