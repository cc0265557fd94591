// The Output panel for results too large to put in an editor (Base64 of a 50 MB file is 67 million
// characters on one line): it shows the beginning, while Copy and Download take the whole result.
import { Copy, Download } from "lucide-react";
import { useMemo } from "react";
import { CodeEditor } from "~/ui/editor/CodeEditor";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { groupedCount } from "~/lib/number/count-text";

export function OutputPreviewPanel({
  value,
  fileName,
  previewChars,
  status,
}: {
  value: string;
  fileName: string;
  previewChars: number;
  status?: React.ReactNode;
}) {
  const { copy, download } = useOutputActions(value, fileName);
  const preview = useMemo(() => value.slice(0, previewChars), [value, previewChars]);
  return (
    <section aria-label="Output panel">
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <span className="font-medium">Output</span>
        {status && <span className="text-xs text-slate-600 dark:text-slate-300">{status}</span>}
        <span className="ml-auto flex gap-2">
          <PanelButton icon={Copy} label="Copy" onClick={() => void copy()} />
          <PanelButton icon={Download} label="Download" onClick={download} />
        </span>
      </div>
      <CodeEditor value={preview} label="Output" readOnly />
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Showing the first {groupedCount(previewChars)} of {groupedCount(value.length)} characters.
        Copy and Download take all of it.
      </p>
    </section>
  );
}
