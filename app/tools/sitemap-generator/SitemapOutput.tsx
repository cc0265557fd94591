// The result of /sitemap-generator: the XML (a file chooser when split), what was counted, the
// robots.txt line and the lines left out with their reasons.
import { Copy } from "lucide-react";
import { Suspense, lazy, useId, useMemo } from "react";
import { counted } from "~/lib/text/text-stats";
import { OutputPanel } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import type { SitemapResult } from "./sitemap-options";
import type { SitemapFile } from "./sitemap-xml";
import { groupedCount } from "~/lib/number/count-text";

// Fetched when a line is left out: most lists have none, and the page's first load stays under
// its budget (bench/bundle-size.mjs).
const DataTable = lazy(() =>
  import("~/ui/panels/DataTable").then((module) => ({ default: module.DataTable })),
);

/** Characters of one file shown in the editor; Copy and Download take the whole file. */
export const PREVIEW_CHARS = 1_000_000;
/** Left-out lines drawn on the page (the core sends up to 1,000). */
export const SHOWN_LEFT_OUT = 200;

function summary(result: SitemapResult): string {
  const parts = [
    result.index
      ? `${counted(result.urlCount, "URL")} in ${result.files.length} files and an index`
      : `${counted(result.urlCount, "URL")}`,
  ];
  if (result.duplicateCount) parts.push(`${counted(result.duplicateCount, "duplicate")} removed`);
  if (result.excludedCount) parts.push(`${groupedCount(result.excludedCount)} excluded`);
  if (result.invalidCount) parts.push(`${counted(result.invalidCount, "line")} left out`);
  return parts.join(" · ");
}

export function SitemapOutput({
  result,
  files,
  shown,
  onChoose,
  status,
}: {
  result: SitemapResult | null;
  files: readonly SitemapFile[];
  shown: SitemapFile | null;
  onChoose: (name: string) => void;
  status: string | null;
}) {
  const copyWithFeedback = useCopyWithFeedback();
  const robotsId = useId();
  const text = shown?.text ?? "";
  const preview =
    text.length > PREVIEW_CHARS ? text.slice(0, text.lastIndexOf("\n", PREVIEW_CHARS) + 1) : text;
  const full = useMemo(
    () => (preview !== text ? new Blob([text], { type: "application/xml" }) : undefined),
    [preview, text],
  );
  const leftOut = result?.invalid ?? [];

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <OutputPanel
        value={preview}
        fullResult={full}
        fileName={shown?.name ?? "sitemap.xml"}
        mimeType="application/xml"
        height="20rem"
        status={status ?? (result ? summary(result) : null)}
        toolbar={
          files.length > 1 && (
            <select
              aria-label="Sitemap file"
              value={shown?.name}
              onChange={(event) => onChoose(event.target.value)}
              className="rounded-md border border-slate-300 bg-white px-2 py-0.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            >
              {files.map((file) => (
                <option key={file.name} value={file.name}>
                  {file.name} ({counted(file.count, file === result?.index ? "sitemap" : "URL")})
                </option>
              ))}
            </select>
          )
        }
      />
      {preview !== text && (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          Showing the beginning of {shown?.name}; Copy and Download take the whole file.
        </p>
      )}
      {result?.index && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Over 50,000 URLs or 50 MB: the sitemap is split into {result.files.length} files listed by
          sitemap-index.xml. Download ZIP saves them all; put them next to the base URL.
        </p>
      )}
      {result?.robots && (
        <div className="flex flex-col gap-1">
          <label htmlFor={robotsId} className="text-sm font-medium">
            robots.txt line
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={robotsId}
              readOnly
              value={result.robots}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            />
            <PanelButton
              icon={Copy}
              label="Copy robots.txt line"
              onClick={() => void copyWithFeedback(result.robots)}
            />
          </div>
        </div>
      )}
      {leftOut.length > 0 && (
        <Suspense fallback={null}>
          <DataTable
            caption="Lines left out"
            columns={["Line", "Input", "Reason"]}
            rows={leftOut
              .slice(0, SHOWN_LEFT_OUT)
              .map((entry) => [String(entry.line), entry.input, entry.reason])}
            rowHeaders
            note={
              result!.invalidCount > SHOWN_LEFT_OUT
                ? `Showing the first ${SHOWN_LEFT_OUT} of ${counted(result!.invalidCount, "line")} left out.`
                : undefined
            }
          />
        </Suspense>
      )}
    </div>
  );
}
