// Bringing a costly part of a page in a frame of its own. Parts rendered in one commit
// are styled, laid out and painted in one task: on /timezone-converter the converted times, the
// list of every zone and the world map together made one ~24 ms style-and-layout task after
// hydration. Each stage waiting for the browser's next idle moment after the one before keeps
// every such task short.
import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "~/lib/browser/when-idle";

/** How long a stage may wait for an idle moment once it may start. */
const WITHIN_MS = 1000;

/**
 * False until the browser's first idle moment after `ready` became true (at most a second later),
 * then true for good. Idle callbacks run after the frame in which the previous stage was painted.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!ready || reached) return;
    return whenIdle(() => startTransition(() => setReached(true)), WITHIN_MS);
  }, [ready, reached]);
  return reached;
}
