// The main output of a tool: a read-only editor labelled "Output" with Copy and Download.
import { Copy, Download } from "lucide-react";
import type { Extension } from "@codemirror/state";
import { copyText } from "~/lib/clipboard";
import { downloadText } from "~/lib/download";
import { CodeEditor } from "./CodeEditor";
import { PanelButton } from "./PanelButton";
import { useToolFeedback } from "./ToolFeedback";

export const COPIED_FEEDBACK = "Copied to clipboard";
export const DOWNLOADED_FEEDBACK = "Download started";

export interface OutputPanelProps {
  value: string;
  label?: string;
  fileName: string;
  mimeType?: string;
  language?: Extension;
  height?: string;
  /** Status line under the title, e.g. sizes or "Working… 40 %". */
  status?: React.ReactNode;
}

/** Copy and download actions with feedback, shared by the panel and the page's keyboard shortcuts. */
export function useOutputActions(value: string, fileName: string, mimeType = "text/plain") {
  const notify = useToolFeedback();
  return {
    copy: async () => {
      if (!value) return;
      try {
        await copyText(value);
        notify(COPIED_FEEDBACK);
      } catch (error) {
        notify(error instanceof Error ? error.message : String(error));
      }
    },
    download: () => {
      if (!value) return;
      downloadText(fileName, value, mimeType);
      notify(DOWNLOADED_FEEDBACK);
    },
  };
}

export function OutputPanel({
  value,
  label = "Output",
  fileName,
  mimeType,
  language,
  height,
  status,
}: OutputPanelProps) {
  const { copy, download } = useOutputActions(value, fileName, mimeType);
  return (
    <section aria-label={`${label} panel`}>
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <span className="font-medium">{label}</span>
        {status && <span className="text-xs text-slate-600 dark:text-slate-300">{status}</span>}
        <span className="ml-auto flex gap-2">
          <PanelButton icon={Copy} label="Copy" disabled={!value} onClick={() => void copy()} />
          <PanelButton icon={Download} label="Download" disabled={!value} onClick={download} />
        </span>
      </div>
      <CodeEditor
        value={value}
        label={label}
        readOnly
        language={language}
        height={height}
        placeholder="The result appears here"
      />
    </section>
  );
}
