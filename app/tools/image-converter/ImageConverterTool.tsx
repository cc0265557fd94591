// The Image Converter page: images in by drop, chooser, folder or paste; each converts in a worker
// as soon as it is added, and again when a setting changes. The settings are kept; the images are
// not (they never leave the page).
import { Columns2, Copy, Download, X } from "lucide-react";
import { useId, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import {
  usePersistentChecked,
  usePersistentChoice,
  usePersistentState,
} from "~/hooks/persistent-state";
import { copyPngImage, pngOf } from "~/lib/browser/copy-image";
import { downloadBlob } from "~/lib/browser/download";
import { formatBytes } from "~/lib/browser/read-file";
import { IMAGE_KIND_LABEL } from "~/lib/image/image-format";
import { errorMessage } from "~/lib/tool-error";
import { zipInWorker } from "~/lib/files/zip-in-worker";
import { ToolPage } from "~/ui/page/ToolPage";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { FileDropZone } from "~/ui/panels/FileDropZone";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";
import { toolActions } from "~/ui/runtime/tool-actions";
import {
  DEFAULT_FORMAT,
  DEFAULT_QUALITY,
  EFFORTS,
  type Effort,
  OUTPUT_FORMATS,
  type OutputFormat,
  RESIZE_MODES,
  type ResizeMode,
  formatInfo,
  parseQuality,
  parseResizeValue,
  savedPercent,
  srcsetMarkup,
} from "./image-options";
import { ComparePanel } from "./ComparePanel";
import {
  type BatchItem,
  type BatchSettings,
  IMAGE_TIME_LIMIT_MS,
  type ItemState,
  stateOf,
  useImageBatch,
} from "./use-image-batch";

export const ZIP_NAME = "images.zip";
const DEFAULT_SETTINGS: BatchSettings = {
  settings: {
    format: DEFAULT_FORMAT,
    quality: DEFAULT_QUALITY,
    lossless: false,
    effort: "balanced",
  },
  resize: { mode: "keep", value: 0 },
};
const clickElement = (id: string) => document.getElementById(id)?.click();
const ACCEPT = "image/*,.svg,.ico,.heic,.heif,.avif,.jxl";
const isLosslessChoice = (value: unknown): value is boolean => typeof value === "boolean";

/** The settings as typed, or the first message of a field that is not valid. */
function readSettings(
  format: OutputFormat,
  qualityText: string,
  lossless: boolean,
  effort: Effort,
  mode: ResizeMode,
  sizeText: string,
): BatchSettings | { error: string } {
  try {
    return {
      settings: {
        format,
        quality: parseQuality(qualityText),
        lossless: lossless && formatInfo(format).lossless,
        effort,
      },
      resize: { mode, value: parseResizeValue(mode, sizeText) },
    };
  } catch (error) {
    return { error: errorMessage(error) };
  }
}

export function ImageConverterTool({ tool }: { tool: ToolEntry }) {
  const [format, setFormat] = usePersistentChoice(
    tool.path,
    "format",
    OUTPUT_FORMATS,
    DEFAULT_FORMAT,
  );
  const [qualityText, setQualityText] = usePersistentState(tool.path, "quality", "", {
    role: "option",
  });
  const [lossless, setLossless] = usePersistentChecked(
    tool.path,
    "lossless",
    isLosslessChoice,
    false,
  );
  const [effort, setEffort] = usePersistentChoice<Effort>(tool.path, "effort", EFFORTS, "balanced");
  const [mode, setMode] = usePersistentChoice<ResizeMode>(
    tool.path,
    "resize",
    RESIZE_MODES,
    "keep",
  );
  const [sizeText, setSizeText] = usePersistentState(tool.path, "size", "1200", { role: "option" });
  const [zipError, setZipError] = useState<string | null>(null);
  const chooserId = useId();

  const read = readSettings(format, qualityText, lossless, effort, mode, sizeText);
  const settingsError = "error" in read ? read.error : null;
  // The last valid settings: a field being typed in (empty for a moment) does not stop the batch.
  const [settingsKey, setSettingsKey] = useState(() => JSON.stringify(DEFAULT_SETTINGS));
  const key = "error" in read ? settingsKey : JSON.stringify(read);
  if (key !== settingsKey) setSettingsKey(key);
  const batch = useImageBatch(key);

  const outputs = batch.items.flatMap((item) => item.outputs);
  const canDownload = outputs.length > 0 && !batch.running;

  async function downloadAll() {
    setZipError(null);
    if (outputs.length === 1) {
      downloadBlob(outputs[0].name, outputs[0].blob);
      return;
    }
    try {
      // The ZIP writer numbers names that repeat ("photo.webp", "photo (2).webp").
      const files = outputs.map((output) => ({ name: output.name, blob: output.blob }));
      // Images are compressed already: stored, not compressed again.
      const zip = await zipInWorker(files, { compress: false, timeoutMs: IMAGE_TIME_LIMIT_MS });
      downloadBlob(ZIP_NAME, zip);
    } catch (error) {
      setZipError(`The ZIP could not be made: ${errorMessage(error)}`);
    }
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Choose images",
      running: batch.running,
      onCancel: batch.cancel,
      onClick: () => clickElement(chooserId),
    },
    download: {
      label: outputs.length > 1 ? "Download all (ZIP)" : "Download",
      disabled: !canDownload,
      onClick: downloadAll,
    },
    clear: { disabled: batch.items.length === 0, onClick: batch.clear },
  });

  const before = batch.items.reduce(
    (sum, item) => sum + (item.outputs.length ? item.file.size : 0),
    0,
  );
  const after = outputs.reduce((sum, output) => sum + output.blob.size, 0);
  const done = batch.items.filter((item) => stateOf(item, key) === "done").length;
  const failed = batch.items.filter((item) => stateOf(item, key) === "failed").length;
  const cancelled = batch.items.filter((item) => stateOf(item, key) === "cancelled").length;
  // "(1 failed, 2 cancelled)": a file the user stopped did not fail.
  const unfinished = [
    failed > 0 && `${failed} failed`,
    cancelled > 0 && `${cancelled} cancelled`,
  ].filter(Boolean);

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Format"
            value={format}
            options={OUTPUT_FORMATS}
            onChange={setFormat}
          />
          <TextOption
            label="Quality (0–100)"
            value={qualityText}
            onChange={setQualityText}
            placeholder="75"
            width="6rem"
          />
          {formatInfo(format).lossless && (
            <CheckboxOption label="Lossless" checked={lossless} onChange={setLossless} />
          )}
          <SelectOption label="Effort" value={effort} options={EFFORTS} onChange={setEffort} />
          <SelectOption label="Resize" value={mode} options={RESIZE_MODES} onChange={setMode} />
          {(mode === "width" || mode === "height" || mode === "percent") && (
            <TextOption
              label={
                mode === "percent" ? "Percent" : mode === "width" ? "Width (px)" : "Height (px)"
              }
              value={sizeText}
              onChange={setSizeText}
              width="6rem"
            />
          )}
        </OptionsRow>
        <ErrorPanel message={settingsError ?? zipError} />
        <FileDropZone
          takesHandedFile
          label="Input"
          chooseLabel="Choose images"
          accept={ACCEPT}
          onFiles={batch.add}
          folders
          paste
          chooserId={chooserId}
        >
          Drop images or a folder here, choose them, or paste one (Ctrl+V). PNG, JPEG, WebP, AVIF,
          GIF, BMP, ICO and SVG. They are converted on this device and never uploaded; metadata
          (EXIF with GPS position, camera serial, XMP) is removed.
        </FileDropZone>
        <section aria-label="Output" className="flex flex-col gap-3">
          <h2 className="font-medium">Converted images</h2>
          {batch.items.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              The converted images appear here, each with its download and a comparison.
            </p>
          ) : (
            <>
              <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
                {done} of {batch.items.length} {batch.items.length === 1 ? "image" : "images"}{" "}
                converted{unfinished.length > 0 && ` (${unfinished.join(", ")})`}
                {outputs.length > 0 && (
                  <>
                    : {formatBytes(before)} → {formatBytes(after)} (
                    {savedPercentText(before, after)})
                  </>
                )}
              </p>
              <ul className="flex flex-col gap-3">
                {batch.items.map((item) => (
                  <BatchRow
                    key={item.id}
                    item={item}
                    state={stateOf(item, key)}
                    responsive={mode === "responsive"}
                    onRemove={batch.remove}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </ToolPage>
  );
}

function savedPercentText(before: number, after: number): string {
  const saved = savedPercent(before, after);
  return saved >= 0 ? `${saved} % smaller` : `${-saved} % larger`;
}

function BatchRow({
  item,
  state,
  responsive,
  onRemove,
}: {
  item: BatchItem;
  state: ItemState;
  responsive: boolean;
  onRemove: (id: number) => void;
}) {
  const copyWithFeedback = useCopyWithFeedback();
  const [compared, setCompared] = useState<string | null>(null);
  const comparedOutput = item.outputs.find((output) => output.name === compared);
  const stateText =
    state === "converting"
      ? `Converting…${item.progress === null ? "" : ` ${Math.round(item.progress * 100)} %`}`
      : state === "waiting"
        ? "Waiting"
        : state === "cancelled"
          ? "Cancelled."
          : null;
  const markup = responsive && state === "done" ? srcsetMarkup(item.outputs) : "";
  return (
    <li
      aria-label={item.file.name}
      className="rounded-md border border-slate-300 p-3 text-sm dark:border-slate-600"
    >
      <div className="flex flex-wrap items-center gap-2">
        <strong className="break-all">{item.file.name}</strong>
        <span className="text-slate-700 dark:text-slate-300">
          {formatBytes(item.file.size)}
          {item.source &&
            `, ${IMAGE_KIND_LABEL[item.source.kind]} ${item.source.width} × ${item.source.height} px`}
        </span>
        {stateText && <span className="text-slate-700 dark:text-slate-300">{stateText}</span>}
        <span className="ml-auto">
          <PanelButton icon={X} label="Remove" onClick={() => onRemove(item.id)} />
        </span>
      </div>
      {item.error && (
        <p role="alert" className="mt-1 text-red-800 dark:text-red-200">
          {item.error}
        </p>
      )}
      {state === "done" && (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {item.removed.length > 0 ? `Removed: ${item.removed.join(", ")}.` : "No metadata found."}{" "}
          {item.notes.join(" ")}
        </p>
      )}
      {item.outputs.length > 0 && (
        <ul className={`mt-2 flex flex-wrap gap-3 ${state === "done" ? "" : "opacity-60"}`}>
          {item.outputs.map((output) => (
            <li key={output.url} className="flex items-center gap-2">
              <img
                src={output.url}
                alt={`Preview of ${output.name}`}
                width={64}
                height={Math.max(1, Math.round((64 * output.height) / output.width))}
                className="max-h-16 w-16 rounded border border-slate-200 object-contain dark:border-slate-700"
              />
              <span>
                {output.name}
                <br />
                {output.width} × {output.height} px, {formatBytes(output.blob.size)} (
                {savedPercentText(item.file.size, output.blob.size)})
              </span>
              <PanelButton
                icon={Download}
                label="Download"
                onClick={() => downloadBlob(output.name, output.blob)}
              />
              <PanelButton
                icon={Copy}
                label="Copy image"
                onClick={() => void copyWithFeedback(() => copyPngImage(pngOf(output.blob)))}
              />
              <PanelButton
                icon={Columns2}
                label={compared === output.name ? "Hide comparison" : "Compare"}
                onClick={() => setCompared(compared === output.name ? null : output.name)}
              />
            </li>
          ))}
        </ul>
      )}
      {comparedOutput && state === "done" && <ComparePanel item={item} output={comparedOutput} />}
      {markup && (
        <div className="mt-2">
          <div className="flex items-center gap-2">
            <span className="font-medium">HTML</span>
            <button
              type="button"
              className="text-blue-700 underline dark:text-blue-400"
              onClick={() => void copyWithFeedback(markup)}
            >
              Copy markup
            </button>
          </div>
          <pre
            aria-label={`Markup for ${item.file.name}`}
            className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-800"
          >
            {markup}
          </pre>
        </div>
      )}
    </li>
  );
}
