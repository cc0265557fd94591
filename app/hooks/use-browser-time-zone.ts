// The device's time zone for the time tools (cron, epoch, timezone converter), read after hydration
// in a task of its own. A page's first Intl call costs 13–20 ms of main-thread time while
// ICU loads its data; read in the render after hydration, it made that render one ~29 ms task on
// /cron-tools (with the zone list). Alone in an idle task, it leaves the render short.
import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "~/lib/browser/when-idle";
import { browserTimeZone } from "~/lib/time/time-zones";

/** How long the read may wait for an idle moment after hydration. */
const READ_WITHIN_MS = 1000;

/**
 * The device's zone by its current IANA name ("Asia/Kolkata"); null while prerendering, during
 * hydration, and until the browser's first idle moment after it (at most a second).
 */
export function useBrowserTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        const read = browserTimeZone();
        startTransition(() => setZone(read));
      }, READ_WITHIN_MS),
    [],
  );
  return zone;
}
