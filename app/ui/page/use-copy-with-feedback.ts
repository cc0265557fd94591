// Copying a text the page builds on demand (a table row, the current epoch, a JSON path), or
// running a copy of its own (the QR code's PNG image): the action bar says "Copied to clipboard",
// or why the copy failed, as OutputPanel's Copy does. Nothing throws; the promise says whether the
// copy was made, for a button that also shows its own "Copied" mark.
import { useCallback } from "react";
import { copyText } from "~/lib/browser/clipboard";
import { errorMessage } from "~/lib/tool-error";
import { useToolFeedback } from "./ToolFeedback";

/** What the action bar says after a copy (OutputPanel re-exports it). */
export const COPIED_FEEDBACK = "Copied to clipboard";

/** A text to copy, or a copy to run (it may build what it copies, and fail doing so). */
export type Copyable = string | (() => Promise<void>);

export function useCopyWithFeedback(): (what: Copyable) => Promise<boolean> {
  const notify = useToolFeedback();
  return useCallback(
    async (what: Copyable) => {
      try {
        await (typeof what === "string" ? copyText(what) : what());
        notify(COPIED_FEEDBACK);
        return true;
      } catch (error) {
        notify(errorMessage(error));
        return false;
      }
    },
    [notify],
  );
}
