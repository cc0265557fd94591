// Download of split sitemaps as one ZIP, made in a worker started on the click.
import { useCallback, useState } from "react";
import { downloadBlob } from "~/lib/browser/download";
import { errorMessage } from "~/lib/tool-error";
import { zipInWorker } from "~/lib/files/zip-in-worker";
import { useToolFeedback } from "~/ui/page/ToolPage";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { ZIP_FILE, type NamedText } from "./sitemap-zip";

export function useSitemapZip(files: readonly NamedText[]) {
  const notify = useToolFeedback();
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string | null>(null);
  const download = useCallback(async () => {
    if (files.length === 0) return;
    setZipping(true);
    setZipError(null);
    try {
      const zip = await zipInWorker(files.map(({ name, text }) => ({ name, text })));
      downloadBlob(ZIP_FILE, zip);
      notify(DOWNLOADED_FEEDBACK);
    } catch (error) {
      setZipError(`The ZIP could not be made: ${errorMessage(error)}`);
    } finally {
      setZipping(false);
    }
  }, [files, notify]);
  return { download, zipping, zipError, clearZipError: () => setZipError(null) };
}
