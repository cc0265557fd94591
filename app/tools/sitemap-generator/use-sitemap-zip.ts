// Download of split sitemaps as one ZIP: made by a worker that loads fflate, started on the click.
import { useCallback, useState } from "react";
import { downloadBlob } from "~/lib/browser/download";
import { errorMessage } from "~/lib/tool-error";
import { runOnce } from "~/lib/workers/worker-runner";
import { useToolFeedback } from "~/ui/page/ToolPage";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { ZIP_FILE, type NamedText } from "./sitemap-zip";

function createZipWorker() {
  return new Worker(new URL("./sitemap-zip.worker.ts", import.meta.url), { type: "module" });
}

export function useSitemapZip(files: readonly NamedText[]) {
  const notify = useToolFeedback();
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string | null>(null);
  const download = useCallback(async () => {
    if (files.length === 0) return;
    setZipping(true);
    setZipError(null);
    try {
      const bytes = await runOnce<NamedText[], Uint8Array>(
        createZipWorker,
        files.map(({ name, text }) => ({ name, text })),
      );
      downloadBlob(
        ZIP_FILE,
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
      );
      notify(DOWNLOADED_FEEDBACK);
    } catch (error) {
      setZipError(`The ZIP could not be made: ${errorMessage(error)}`);
    } finally {
      setZipping(false);
    }
  }, [files, notify]);
  return { download, zipping, zipError, clearZipError: () => setZipError(null) };
}
