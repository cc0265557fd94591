// Copying a text the page builds on demand (a table row, the current epoch): the action bar says
// "Copied to clipboard", or why the copy failed, as OutputPanel's Copy does.
import { useCallback } from "react";
import { copyText } from "~/lib/browser/clipboard";
import { errorMessage } from "~/lib/tool-error";
import { COPIED_FEEDBACK } from "./OutputPanel";
import { useToolFeedback } from "./ToolFeedback";

export function useCopyWithFeedback(): (text: string) => Promise<void> {
  const notify = useToolFeedback();
  return useCallback(
    async (text: string) => {
      try {
        await copyText(text);
        notify(COPIED_FEEDBACK);
      } catch (error) {
        notify(errorMessage(error));
      }
    },
    [notify],
  );
}
