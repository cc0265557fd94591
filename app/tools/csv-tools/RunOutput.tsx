// The Output region of /csv-tools: progress (bytes, rows, MB/s), the run's outcome (never a
// partial result offered as complete), the table of parts with their previews, and the download.
import { Download } from "lucide-react";
import { Suspense } from "react";
import { formatBytes } from "~/lib/browser/read-file";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { LazyCsvPreview, LazyPartsList } from "./lazy-parts";
import {
  type CsvRunState,
  type LiveProgress,
  type ProgressFeed,
  throughput,
  useLiveProgress,
} from "./use-csv-run";
import { groupedCount } from "~/lib/number/count-text";

function progressLine({ progress: p, elapsedMs }: LiveProgress): string {
  if (!p) return "Starting…";
  const share = p.totalBytes > 0 ? Math.round((p.bytesRead / p.totalBytes) * 100) : 100;
  const speed = throughput(p.bytesRead, elapsedMs).toFixed(1);
  const rows = p.phase === "counting" ? "counting rows" : `${groupedCount(p.rows)} rows`;
  return `${share}% · ${formatBytes(p.bytesRead)} of ${formatBytes(p.totalBytes)} · ${rows} · ${speed} MB/s`;
}

function outcome(state: CsvRunState): string {
  const seconds = (state.elapsedMs / 1000).toFixed(1);
  const what = state.kind === "split" ? "Split" : "Merge";
  if (state.status === "cancelled")
    return `${what} cancelled: nothing was saved (any file being written was discarded).`;
  if (state.status === "failed") return `${what} failed: nothing was saved.`;
  if (state.status !== "done") return "Choose options, then Split or Merge.";
  const rows = groupedCount(state.progress?.rows ?? 0);
  const where = state.writtenTo ? ` Saved to ${state.writtenTo}.` : "";
  const parts = state.kind === "split" ? `${state.parts.length} files, ` : "";
  return `${what} done: ${parts}${rows} rows in ${seconds} s.${where}`;
}

/** The running job's status text: the only text a progress update re-renders. */
function LiveStatus({ feed, kind }: { feed: ProgressFeed; kind: CsvRunState["kind"] }) {
  const live = useLiveProgress(feed);
  return <>{`${kind === "split" ? "Split" : "Merge"} running: ${progressLine(live)}`}</>;
}

function LiveProgressBar({ feed }: { feed: ProgressFeed }) {
  const { progress } = useLiveProgress(feed);
  if (!progress) return null;
  return (
    <progress
      className="h-2 w-full"
      aria-label="Progress"
      max={progress.totalBytes || 1}
      value={progress.bytesRead}
    />
  );
}

export function RunOutput({
  state,
  feed,
  delimiter,
  resultName,
  mergedHead,
  onDownload,
}: {
  state: CsvRunState;
  feed: ProgressFeed;
  delimiter: string;
  resultName: string;
  mergedHead: string | null;
  onDownload: () => void;
}) {
  const running = state.status === "running";
  return (
    <section
      aria-label="Output"
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Output</span>
        <p role="status" className="text-sm text-slate-800 dark:text-slate-200">
          {running ? <LiveStatus feed={feed} kind={state.kind} /> : outcome(state)}
        </p>
        {state.status === "done" && state.result && (
          <span className="ml-auto">
            <PanelButton icon={Download} label={`Download ${resultName}`} onClick={onDownload} />
          </span>
        )}
      </div>
      {running && <LiveProgressBar feed={feed} />}
      <ErrorPanel message={state.error} />
      <Suspense>
        {state.parts.length > 0 && (
          <LazyPartsList parts={state.parts} running={running} delimiter={delimiter} />
        )}
        {mergedHead !== null && (
          <LazyCsvPreview caption="Merged file" head={mergedHead} delimiter={delimiter} />
        )}
      </Suspense>
    </section>
  );
}
