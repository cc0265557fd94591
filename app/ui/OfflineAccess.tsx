// "Make all tools available offline", at the foot of the sidebar. Nothing happens until it is
// pressed: then it says how much is left to download and asks; the download shows its progress
// and ends with a message. Files a tool has already used are not downloaded again.
import { CloudDownload } from "lucide-react";
import { useRef, useState } from "react";
import {
  ALL_OFFLINE_MESSAGE,
  OFFLINE_FILES_URL,
  TOOL_FILES_CACHE,
  browserFileCache,
  downloadFiles,
  missingFiles,
  totalGzipBytes,
  type DownloadProgress,
  type OfflineFile,
  type OfflineFileList,
} from "~/lib/offline";
import { formatBytes } from "~/lib/read-file";
import { errorMessage } from "~/lib/tool-error";

type OfflineState =
  | { step: "idle" }
  | { step: "checking" }
  | { step: "confirm"; files: OfflineFile[] }
  | { step: "downloading"; progress: DownloadProgress }
  | { step: "done" }
  | { step: "failed"; message: string };

const buttonClass =
  "rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

async function openToolFiles() {
  if (!("caches" in window) || !("serviceWorker" in navigator)) {
    throw new Error("This browser cannot keep the tools for offline use.");
  }
  return browserFileCache(await caches.open(TOOL_FILES_CACHE));
}

export function OfflineAccess() {
  const [state, setState] = useState<OfflineState>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);

  const check = async () => {
    setState({ step: "checking" });
    try {
      const response = await fetch(OFFLINE_FILES_URL);
      if (!response.ok)
        throw new Error(`The list of tool files could not be loaded (HTTP ${response.status}).`);
      const list = (await response.json()) as OfflineFileList;
      const files = await missingFiles(list, await openToolFiles());
      setState(files.length === 0 ? { step: "done" } : { step: "confirm", files });
    } catch (error) {
      setState({ step: "failed", message: errorMessage(error) });
    }
  };

  const download = async (files: OfflineFile[]) => {
    abort.current = new AbortController();
    try {
      await downloadFiles(
        files,
        await openToolFiles(),
        (progress) => setState({ step: "downloading", progress }),
        abort.current.signal,
      );
      setState({ step: "done" });
    } catch (error) {
      setState(
        abort.current.signal.aborted
          ? { step: "idle" }
          : { step: "failed", message: `The download stopped: ${errorMessage(error)}` },
      );
    }
  };

  return (
    <section
      aria-labelledby="offline-heading"
      className="mt-4 border-t border-slate-200 px-2 pt-3 text-sm dark:border-slate-800"
    >
      {/* Not a heading: the page's h1 comes later in the document and must be its first heading. */}
      <p
        id="offline-heading"
        className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300"
      >
        Offline
      </p>
      <div aria-live="polite" className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">
        {state.step === "idle" && (
          <p>Tools you have used work offline. The others can be downloaded now.</p>
        )}
        {state.step === "checking" && <p>Checking what is already on this device…</p>}
        {state.step === "confirm" && (
          <p>
            {formatBytes(totalGzipBytes(state.files))} to download ({state.files.length} files).
            Download now?
          </p>
        )}
        {state.step === "downloading" && (
          <>
            <progress
              className="w-full"
              aria-label="Offline download"
              max={state.progress.totalBytes}
              value={state.progress.doneBytes}
            />
            <p>
              {formatBytes(state.progress.doneBytes)} of {formatBytes(state.progress.totalBytes)}
            </p>
          </>
        )}
        {state.step === "done" && <p>{ALL_OFFLINE_MESSAGE}</p>}
        {state.step === "failed" && <p role="alert">{state.message}</p>}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {(state.step === "idle" || state.step === "failed") && (
          <button
            type="button"
            className={`${buttonClass} inline-flex items-center gap-1.5`}
            onClick={check}
          >
            <CloudDownload aria-hidden="true" className="size-4" />
            Make all tools available offline
          </button>
        )}
        {state.step === "confirm" && (
          <>
            <button type="button" className={buttonClass} onClick={() => download(state.files)}>
              Download
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => setState({ step: "idle" })}
            >
              Cancel
            </button>
          </>
        )}
        {state.step === "downloading" && (
          <button type="button" className={buttonClass} onClick={() => abort.current?.abort()}>
            Stop
          </button>
        )}
      </div>
    </section>
  );
}
