// A part of a page fetched when it is first needed (a dialog, a tab, an AI panel) whose file may not
// arrive: offline before it was ever cached, or removed by a deploy. React's lazy() rethrows that
// failure to the nearest error boundary, the root's, which would replace the whole page, and what
// the user typed in it, with "Something went wrong". A part made with lazyPart shows a message in
// its own place instead; the page's preload-error handler (root.tsx) says why in a toast, or reloads
// the page once when a new version removed the file.
import { type ComponentType, lazy } from "react";

export const PART_UNAVAILABLE_MESSAGE =
  "This part of the page could not be loaded (are you offline?). Reload the page to try again.";

function PartUnavailable() {
  return (
    <p role="alert" className="text-sm text-red-800 dark:text-red-300">
      {PART_UNAVAILABLE_MESSAGE}
    </p>
  );
}

/** React.lazy whose failed load renders PART_UNAVAILABLE_MESSAGE rather than throwing. */
// The same constraint as React.lazy's own (any props).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => load().catch(() => ({ default: PartUnavailable as unknown as T })));
}

/**
 * React.lazy for a part the page works without (a hint, an offer): if its file fails to arrive it
 * renders nothing, since a message about a part the user never asked for would only alarm them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyOptionalPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
) {
  return lazy(() => load().catch(() => ({ default: (() => null) as unknown as T })));
}
