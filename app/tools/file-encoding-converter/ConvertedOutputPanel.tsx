// The Output: the converted bytes read back in the target encoding (the first 100,000 characters),
// with Copy (the text) and Download (the bytes, all of them).
import { Copy, Download } from "lucide-react";
import { CodeEditor } from "~/ui/editor/CodeEditor";
import { PanelButton } from "~/ui/panels/PanelButton";
import { PREVIEW_CHARS } from "./file-encoding-converter";
import { groupedCount } from "~/lib/number/count-text";

export function ConvertedOutputPanel({
  preview,
  truncated,
  status,
  canSave,
  onCopy,
  onDownload,
}: {
  preview: string;
  truncated: boolean;
  status: string;
  /** Whether there are converted bytes to copy or download. */
  canSave: boolean;
  onCopy: () => void;
  onDownload: () => void;
}) {
  return (
    <section aria-label="Output panel">
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <span className="font-medium">Output</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{status}</span>
        <span className="ml-auto flex gap-2">
          <PanelButton icon={Copy} label="Copy" disabled={!canSave} onClick={onCopy} />
          <PanelButton icon={Download} label="Download" disabled={!canSave} onClick={onDownload} />
        </span>
      </div>
      <CodeEditor
        value={preview}
        label="Output"
        readOnly
        placeholder="The converted text appears here, read back in the target encoding"
      />
      {truncated && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Showing the first {groupedCount(PREVIEW_CHARS)} characters. Copy and Download take all of
          it.
        </p>
      )}
    </section>
  );
}
