// The QR Code Generator page: the code follows every change of content or options; PNG and SVG
// downloads and Copy image. What the user types (Wi-Fi passwords, contacts) is never stored;
// only the options persist. The encoder (qrcode) loads on first use, keeping the page light.
import { FileCode } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { attempt } from "~/lib/attempt";
import { copyPngImage } from "~/lib/browser/copy-image";
import { downloadBlob, downloadText } from "~/lib/browser/download";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { errorMessage } from "~/lib/tool-error";
import { useActOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { toolActions } from "~/ui/runtime/tool-actions";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { ToolPage, useToolFeedback } from "~/ui/page/ToolPage";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import { ColorField, NumberField, PresetForm } from "./QrFields";
import { QrPreview } from "./QrPreview";
import type { EncodeJob, QrSymbol } from "./qr-encode";
import {
  DEFAULT_BACKGROUND,
  DEFAULT_ERROR_CORRECTION,
  DEFAULT_FOREGROUND,
  DEFAULT_MARGIN,
  DEFAULT_SIZE,
  ERROR_CORRECTION_LEVELS,
  MARGIN_MAX,
  MARGIN_MIN,
  type QrRenderOptions,
  SIZE_MAX,
  SIZE_MIN,
  readRenderOptions,
  scanWarnings,
} from "./qr-options";
import {
  DEFAULT_PRESET,
  EMPTY_PRESET_INPUTS,
  type PresetInputs,
  QR_PRESETS,
  buildPayload,
} from "./qr-payload";
import { pixelsToPng } from "./qr-png";
import { modulesAcross, qrPixels, qrSvg } from "./qr-render";
import { groupedCount } from "~/lib/number/count-text";

export const PNG_FILE_NAME = "qr-code.png";
export const SVG_FILE_NAME = "qr-code.svg";
const ENCODED_TEXT_ID = "qr-encoded-text";

// Encoding runs in a worker: near a QR code's capacity, qrcode's segment search takes 0.5–1 s,
// which on the page would freeze typing. The worker (and qrcode in it) starts at the first input.
function createEncoder() {
  return new Worker(new URL("./qr-encode.worker.ts", import.meta.url), { type: "module" });
}
/** What the action bar makes of the code: a file of either kind, or an image on the clipboard. */
type ImageAction = "png" | "svg" | "copy";

/** A QR code is small work: the next keystroke's code follows quickly. */
const ENCODE_DELAY_MS = 100;

const renderPng = (symbol: QrSymbol, options: QrRenderOptions) =>
  pixelsToPng(qrPixels(symbol, options), options.size);

function EncodedText({ text }: { text: string }) {
  const bytes = new TextEncoder().encode(text).length;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={ENCODED_TEXT_ID} className="text-sm font-medium">
          Encoded text
        </label>
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {text ? `${groupedCount(bytes)} bytes (UTF-8)` : "Fill in the form"}
        </span>
      </div>
      <textarea
        id={ENCODED_TEXT_ID}
        readOnly
        rows={5}
        value={text}
        className="w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
    </div>
  );
}

export function QrCodeGeneratorTool({ tool }: { tool: ToolEntry }) {
  const notify = useToolFeedback();
  const copyWithFeedback = useCopyWithFeedback();
  // Plain state on purpose: the content can be a Wi-Fi password or a private contact.
  const [inputs, setInputs] = useState<PresetInputs>(EMPTY_PRESET_INPUTS);
  const [sizeText, setSizeText] = usePersistentState(tool.path, "size", String(DEFAULT_SIZE), {
    role: "option",
  });
  const [marginText, setMarginText] = usePersistentState(
    tool.path,
    "margin",
    String(DEFAULT_MARGIN),
    { role: "option" },
  );
  const [foreground, setForeground] = usePersistentState(
    tool.path,
    "foreground",
    DEFAULT_FOREGROUND,
    { role: "option" },
  );
  const [background, setBackground] = usePersistentState(
    tool.path,
    "background",
    DEFAULT_BACKGROUND,
    { role: "option" },
  );
  // Stored values are checked, so one from an older version falls back to the default.
  const [preset, setPreset] = usePersistentChoice(tool.path, "preset", QR_PRESETS, DEFAULT_PRESET);
  const [level, setLevel] = usePersistentChoice(
    tool.path,
    "errorCorrection",
    ERROR_CORRECTION_LEVELS,
    DEFAULT_ERROR_CORRECTION,
  );

  const payload = useMemo(() => attempt(() => buildPayload(preset, inputs)), [preset, inputs]);
  const rendering = useMemo(
    () =>
      attempt(() =>
        readRenderOptions({ size: sizeText, margin: marginText, foreground, background }),
      ),
    [sizeText, marginText, foreground, background],
  );
  const job = useMemo<EncodeJob>(
    () => ({ text: payload.value ?? "", level }),
    [payload.value, level],
  );
  const encoded = useToolRun<EncodeJob, QrSymbol>({
    job,
    idle: !payload.value,
    large: false,
    createWorker: createEncoder,
    delayMs: ENCODE_DELAY_MS,
  });
  const error = payload.error ?? rendering.error ?? encoded.error;
  const options = rendering.value;
  const symbol = !error && encoded.output ? encoded.output : null;
  const warnings = options
    ? scanWarnings(options, symbol ? modulesAcross(symbol, options.margin) : undefined)
    : [];

  const downloadPng = async (ready: QrSymbol, rendered: QrRenderOptions) => {
    try {
      downloadBlob(PNG_FILE_NAME, await renderPng(ready, rendered));
      notify(DOWNLOADED_FEEDBACK);
    } catch (failure) {
      notify(errorMessage(failure));
    }
  };
  const downloadSvg = (ready: QrSymbol, rendered: QrRenderOptions) => {
    downloadText(SVG_FILE_NAME, qrSvg(ready, rendered), "image/svg+xml");
    notify(DOWNLOADED_FEEDBACK);
  };
  const copyImage = (ready: QrSymbol, rendered: QrRenderOptions) =>
    copyWithFeedback(() => copyPngImage(renderPng(ready, rendered)));
  // A download or copy right after a change waits for the code of what the fields now say.
  const request = useActOnCurrent<ImageAction>(encoded, (action) => {
    // Without a code, the error that took its place is on screen: nothing to save.
    if (!symbol || !options) return;
    if (action === "png") void downloadPng(symbol, options);
    else if (action === "svg") downloadSvg(symbol, options);
    else void copyImage(symbol, options);
  });
  const hasInput = inputs !== EMPTY_PRESET_INPUTS;
  const clear = () => setInputs(EMPTY_PRESET_INPUTS);

  // No run button: the code follows every change, so there is nothing to start.
  const { actions, shortcuts } = toolActions({
    copy: { label: "Copy image", disabled: !symbol, onClick: () => request("copy") },
    download: {
      label: "Download PNG",
      disabled: !symbol,
      onClick: () => request("png"),
      title: `Save as ${PNG_FILE_NAME} (Ctrl+S)`,
    },
    after: [
      {
        label: "Download SVG",
        icon: FileCode,
        disabled: !symbol,
        onClick: () => request("svg"),
      },
    ],
    clear: { disabled: !hasInput, onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption label="Content" value={preset} options={QR_PRESETS} onChange={setPreset} />
          <SelectOption
            label="Error correction"
            value={level}
            options={ERROR_CORRECTION_LEVELS}
            onChange={setLevel}
          />
          <NumberField
            id="qr-size"
            label="Size (px)"
            value={sizeText}
            onChange={setSizeText}
            min={SIZE_MIN}
            max={SIZE_MAX}
          />
          <NumberField
            id="qr-margin"
            label="Margin (modules)"
            value={marginText}
            onChange={setMarginText}
            min={MARGIN_MIN}
            max={MARGIN_MAX}
          />
          <ColorField
            id="qr-foreground"
            label="Foreground"
            value={foreground}
            onChange={setForeground}
            fallback={DEFAULT_FOREGROUND}
          />
          <ColorField
            id="qr-background"
            label="Background"
            value={background}
            onChange={setBackground}
            fallback={DEFAULT_BACKGROUND}
          />
        </OptionsRow>
        <ErrorPanel message={error} />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-4">
            {preset === "text" ? (
              <InputPanel
                value={inputs.text}
                onChange={(text) => setInputs((current) => ({ ...current, text }))}
                placeholder="Text or a link to encode, or drop a file"
                height="16rem"
              />
            ) : (
              <>
                <PresetForm preset={preset} inputs={inputs} onChange={setInputs} />
                <EncodedText text={payload.value ?? ""} />
              </>
            )}
          </div>
          <QrPreview symbol={symbol} options={options} warnings={warnings} />
        </div>
      </div>
    </ToolPage>
  );
}
