// The QR and Barcode Reader page: a picture chosen, dropped or pasted, or the camera's (asked for
// only when the user presses "Use camera"), is read in the tool's worker by ZXing-C++ (WebAssembly,
// loaded on the first read). Every code found is listed with its kind, its text, a QR code's
// error-correction level and what its payload holds (a Wi-Fi network, a contact, a link) as fields,
// and outlined on the picture. Nothing a code holds is opened by itself: a link is shown, and
// followed only when the user clicks it.
import { Camera } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { useObjectUrl } from "~/hooks/use-object-url";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { groupedCount } from "~/lib/number/count-text";
import { lazyPart } from "~/ui/page/lazy-part";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { FileDropZone } from "~/ui/panels/FileDropZone";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { toolActions } from "~/ui/runtime/tool-actions";
import { CodeList, PictureWithOutlines, codesText } from "./CodeList";
import type { QrCodeReaderJob, QrCodeReaderResult } from "./qr-code-reader-job";

const CameraScanner = lazyPart(() => import("./CameraScanner"));

function createWorker() {
  return new Worker(new URL("./qr-code-reader.worker.ts", import.meta.url), { type: "module" });
}

/** The picture being read: a file, or a camera frame already read (its result comes with it). */
type Picture =
  { source: "file"; file: File } | { source: "camera"; frame: Blob; result: QrCodeReaderResult };

export function QrCodeReaderTool({ tool }: { tool: ToolEntry }) {
  const [picture, setPicture] = useState<Picture | null>(null);
  const [camera, setCamera] = useState(false);

  const job = useMemo<QrCodeReaderJob | null>(
    () => (picture?.source === "file" ? { name: picture.file.name, file: picture.file } : null),
    [picture],
  );
  const reading = useToolRun<QrCodeReaderJob | null, QrCodeReaderResult>({
    job,
    idle: job === null,
    large: true,
    createWorker,
  });
  useAutoRun(job !== null, true, reading.run);

  const result =
    picture?.source === "camera" ? picture.result : reading.current ? reading.output : null;
  const error = picture?.source === "file" && reading.current ? reading.error : null;
  const text = useMemo(() => (result ? codesText(result.codes) : ""), [result]);
  const outputActions = useOutputActions(text, "codes.txt");
  const shown = picture ? (picture.source === "file" ? picture.file : picture.frame) : null;
  const pictureUrl = useObjectUrl(shown);

  function choose(files: File[]) {
    if (files.length === 0) return;
    setCamera(false);
    setPicture({ source: "file", file: files[0] });
  }

  function clear() {
    reading.reset();
    setPicture(null);
    setCamera(false);
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Read codes",
      disabled: job === null || result !== null,
      onClick: reading.run,
      running: reading.running,
      onCancel: reading.cancel,
    },
    copy: { disabled: !text, onClick: outputActions.copy },
    download: { label: "Download .txt", disabled: !text, onClick: outputActions.download },
    clear: { disabled: picture === null && !camera, onClick: clear },
  });

  let status: string | undefined;
  if (reading.running && picture?.source === "file") status = `Reading ${picture.file.name}…`;
  else if (result) status = codesSummary(result);

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <FileDropZone
          takesHandedFile
          label="Input"
          chooseLabel="Choose an image"
          accept="image/*"
          onFiles={choose}
          paste
        >
          Drop a picture here, paste one (Ctrl+V) or choose it. It is read on this device and never
          uploaded; every QR code and barcode in it is found.
        </FileDropZone>
        <div className="flex flex-wrap items-center gap-3">
          {!camera && (
            <PanelButton
              icon={Camera}
              label="Use camera"
              onClick={() => {
                reading.reset();
                setPicture(null);
                setCamera(true);
              }}
            />
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            The camera is asked for only when you press Use camera, and stops once a code is read.
          </p>
        </div>
        {camera && (
          <Suspense fallback={null}>
            <CameraScanner
              createWorker={createWorker}
              onFound={(frame, found) => {
                setCamera(false);
                setPicture({ source: "camera", frame, result: found });
              }}
              onStop={() => setCamera(false)}
            />
          </Suspense>
        )}
        <ErrorPanel message={error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <OutputPanel value={text} fileName="codes.txt" status={status} height="12rem" />
          {pictureUrl && result && <PictureWithOutlines url={pictureUrl} result={result} />}
        </div>
        {result && <CodeList codes={result.codes} />}
      </div>
    </ToolPage>
  );
}

/** "1 code: QR Code", "3 codes: QR Code, EAN-13, Code 128", with a note when the picture shrank. */
function codesSummary(result: QrCodeReaderResult): string {
  const { codes, width, searchedWidth } = result;
  const kinds = [...new Set(codes.map((code) => code.kind))].join(", ");
  const count = `${groupedCount(codes.length)} ${codes.length === 1 ? "code" : "codes"}: ${kinds}`;
  return searchedWidth < width
    ? `${count} (the picture was searched at ${groupedCount(searchedWidth)} px wide)`
    : count;
}
