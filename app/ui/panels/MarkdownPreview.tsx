// The preview of the two Markdown pages: the site's sandboxed HtmlPreview of the sanitized HTML,
// and, for a long document, a note that it shows only the beginning (app/lib/html/sanitize-blocks.ts).
import { useDeferredValue } from "react";
import { HtmlPreview } from "./HtmlPreview";

export const PARTIAL_PREVIEW_NOTE =
  "The preview shows the beginning of this long document; the Output, Copy and Download have all of it.";

export function MarkdownPreview({
  html,
  complete,
  title,
}: {
  /** Sanitized HTML. */
  html: string;
  /** The HTML is the whole document (otherwise the note says it is the beginning). */
  complete: boolean;
  title: string;
}) {
  // Made and laid out in a render of its own, not in the task that shows a large output.
  const deferredHtml = useDeferredValue(html);
  return (
    <div className="flex flex-col gap-1.5">
      <HtmlPreview html={deferredHtml} label="Preview" title={title} />
      {!complete && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{PARTIAL_PREVIEW_NOTE}</p>
      )}
    </div>
  );
}
