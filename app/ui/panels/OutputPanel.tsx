// The main output of a tool: a read-only editor labelled "Output" with Copy and Download.
import { Copy, Download } from "lucide-react";
import { Suspense } from "react";
import type { Extension } from "@codemirror/state";
import { copyText } from "~/lib/browser/clipboard";
import { downloadBlob, downloadText } from "~/lib/browser/download";
import { CodeEditor } from "../editor/CodeEditor";
import { OpenInMenu } from "./OpenInMenu";
import { PanelButton } from "./PanelButton";
import { useHydrated } from "~/hooks/use-hydrated";
import { useOpenIn } from "../page/open-in";
import { lazyOptionalPart } from "../page/lazy-part";
import { useToolFeedback } from "../page/ToolFeedback";
import { useCopyWithFeedback } from "../page/use-copy-with-feedback";

export { COPIED_FEEDBACK } from "../page/use-copy-with-feedback";

/** Fetched only on the tools that declare a chain step: the others load nothing for it. */
const ThenButton = lazyOptionalPart(() =>
  import("./ThenButton").then((module) => ({ default: module.ThenButton })),
);
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
  /** Controls placed in the panel's title row, e.g. tabs that switch between views of the result. */
  toolbar?: React.ReactNode;
  /** Shown instead of the editor (another view of the result); Copy and Download still take `value`. */
  children?: React.ReactNode;
  /**
   * The whole result when `value` shows only its beginning (a result of tens of MB stays in a
   * Blob, off the page's heap): Copy and Download take it instead of `value`.
   */
  fullResult?: Blob;
}

/**
 * Copy and download actions with feedback, shared by the panel and the page's keyboard shortcuts.
 * `value` is the result as text, or as a Blob (saved as it is, its text read only to copy it), or a
 * function that makes the text when it is copied or saved (a result costly to build, seldom saved).
 */
export function useOutputActions(
  value: string | Blob | (() => string),
  fileName: string,
  mimeType = "text/plain",
) {
  const notify = useToolFeedback();
  const copyWithFeedback = useCopyWithFeedback();
  const empty =
    typeof value === "function"
      ? false
      : typeof value === "string"
        ? value === ""
        : value.size === 0;
  const current = () => (typeof value === "function" ? value() : value);
  return {
    copy: async () => {
      if (empty) return;
      await copyWithFeedback(async () => {
        const result = current();
        await copyText(typeof result === "string" ? result : await result.text());
      });
    },
    download: () => {
      if (empty) return;
      const result = current();
      if (typeof result === "string") downloadText(fileName, result, mimeType);
      else downloadBlob(fileName, result);
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
  toolbar,
  children,
  fullResult,
}: OutputPanelProps) {
  const { copy, download } = useOutputActions(fullResult ?? value, fileName, mimeType);
  // Added once the page is hydrated, not prerendered: a prerendered button whose code is still on
  // its way would be on the page doing nothing when the page says it is ready (data-hydrated).
  const hydrated = useHydrated();
  const chainStep = useOpenIn()?.chainStep === true && hydrated;
  return (
    <section aria-label={`${label} panel`}>
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <span className="font-medium">{label}</span>
        {toolbar}
        {status && <span className="text-xs text-slate-600 dark:text-slate-300">{status}</span>}
        <span className="ml-auto flex flex-wrap gap-2">
          <PanelButton icon={Copy} label="Copy" disabled={!value} onClick={() => void copy()} />
          <PanelButton icon={Download} label="Download" disabled={!value} onClick={download} />
          <OpenInMenu result={fullResult ?? value} />
          {chainStep && (
            <Suspense fallback={null}>
              <ThenButton />
            </Suspense>
          )}
        </span>
      </div>
      {children ?? (
        <CodeEditor
          value={value}
          label={label}
          readOnly
          language={language}
          height={height}
          placeholder="The result appears here"
        />
      )}
    </section>
  );
}
