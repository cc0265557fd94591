// What "Make all tools available offline" does once pressed (loaded then, by OfflineAccess): it
// says how much is left to download and asks; the download shows its progress and ends with a
// message. Files a tool has already used are not downloaded again.
import { CatalogueIcon } from "./CatalogueIcon";
import { useEffect, useRef, useState } from "react";
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
} from "~/lib/browser/offline";
import { formatBytes } from "~/lib/browser/read-file";
import { errorMessage } from "~/lib/tool-error";
import {
  CHECKING_TEXT,
  OFFLINE_IDLE_TEXT,
  OfflineSection,
  offlineButtonClass as buttonClass,
} from "./OfflineSection";

type OfflineState =
  | { step: "idle" }
  | { step: "checking" }
  | { step: "confirm"; files: OfflineFile[] }
  | { step: "downloading"; progress: DownloadProgress }
  | { step: "done" }
  | { step: "failed"; message: string };

async function openToolFiles() {
  if (!("caches" in window) || !("serviceWorker" in navigator)) {
    throw new Error("This browser cannot keep the tools for offline use.");
  }
  return browserFileCache(await caches.open(TOOL_FILES_CACHE));
}

/** Compares the list of tool files with what this device already keeps. */
async function findMissingFiles(setState: (state: OfflineState) => void): Promise<void> {
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
}

/** Starts by checking what is missing: the user has just pressed the button. */
export function OfflineDownload() {
  const [state, setState] = useState<OfflineState>({ step: "checking" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    // Once, for the press that loaded this panel; later presses use its own button.
    void findMissingFiles(setState);
  }, []);
  const check = () => {
    setState({ step: "checking" });
    void findMissingFiles(setState);
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
    <OfflineSection>
      <div aria-live="polite" className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">
        {state.step === "idle" && <p>{OFFLINE_IDLE_TEXT}</p>}
        {state.step === "checking" && <p>{CHECKING_TEXT}</p>}
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
            <CatalogueIcon name="CloudDownload" className="size-4" />
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
    </OfflineSection>
  );
}
