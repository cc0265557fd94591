// The Code Renderer page: code in, a picture out (SVG whose text stays text, or PNG at 1×, 2×, 4×).
// Highlighting and drawing run in a worker a moment after each change; the page shows the SVG as an
// image and turns it into a PNG only when asked. The code and the settings are kept.
import { Copy, Download, ImageDown } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import {
  usePersistentChecked,
  usePersistentChoice,
  usePersistentState,
} from "~/hooks/persistent-state";
import { useActOnCurrent } from "~/hooks/use-act-on-current";
import { useFirstInteraction } from "~/hooks/use-first-interaction";
import { useToolRun } from "~/hooks/use-tool-run";
import { copyPngImage } from "~/lib/browser/copy-image";
import { downloadBlob, downloadText } from "~/lib/browser/download";
import { errorMessage } from "~/lib/tool-error";
import { ToolPage } from "~/ui/page/ToolPage";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { toolActions } from "~/ui/runtime/tool-actions";
import {
  AUTO_DETECT,
  DEFAULT_THEME,
  LANGUAGES,
  MAX_COLUMNS,
  PREVIEW_LINES,
  THEMES,
} from "./code-languages";
import type { CodeRenderJob, CodeRenderResult } from "./code-render";
import { type Background, GRADIENTS, type GradientName } from "./render-code-svg";
import { svgDataUrl, svgToPng, usableScale } from "./svg-to-png";

export const SAMPLE_CODE = `// Fibonacci numbers, lazily
function* fibonacci(): Generator<number> {
  let [a, b] = [0, 1];
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
}

for (const n of fibonacci()) {
  if (n > 100) break;
  console.log(n);
}
`;

/** Past this many characters the picture waits for Render (about 5,000 lines of code). */
export const LIVE_LIMIT_CHARS = 300_000;

const BACKGROUNDS = [
  { value: "theme", label: "Theme colour" },
  ...GRADIENTS.map((g) => ({ value: g.value, label: `${g.label} gradient` })),
  { value: "color", label: "Colour…" },
  { value: "transparent", label: "Transparent" },
] as const;
type BackgroundChoice = (typeof BACKGROUNDS)[number]["value"];

const choices = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));
const FONT_SIZES = choices(["12", "14", "16", "18", "20", "24"], (v) => `${v} px`);
const PADDINGS = choices(["0", "16", "32", "64"], (v) => `${v} px`);
const TAB_WIDTHS = choices(["2", "4", "8"], (v) => `${v} spaces`);
const SCALES = choices(["1", "2", "4"], (v) => `${v}×`);
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

function createWorker() {
  return new Worker(new URL("./code-renderer.worker.ts", import.meta.url), { type: "module" });
}

function backgroundOf(choice: BackgroundChoice, color: string): Background {
  if (choice === "theme" || choice === "transparent") return { kind: choice };
  if (choice === "color") return { kind: "color", color };
  return { kind: "gradient", gradient: choice as GradientName };
}

export function CodeRendererTool({ tool }: { tool: ToolEntry }) {
  const path = tool.path;
  const [code, setCode] = usePersistentState(path, "input", SAMPLE_CODE);
  const [language, setLanguage] = usePersistentChoice(path, "language", LANGUAGES, AUTO_DETECT);
  const [theme, setTheme] = usePersistentChoice(path, "theme", THEMES, DEFAULT_THEME);
  const [background, setBackground] = usePersistentChoice<BackgroundChoice>(
    path,
    "background",
    BACKGROUNDS,
    "ocean",
  );
  const [color, setColor] = usePersistentState(path, "color", "#1e293b");
  const [padding, setPadding] = usePersistentChoice(path, "padding", PADDINGS, "32");
  const [frame, setFrame] = usePersistentChecked(path, "frame", isBoolean, true);
  const [title, setTitle] = usePersistentState(path, "title", "fibonacci.ts");
  const [lineNumbers, setLineNumbers] = usePersistentChecked(path, "lineNumbers", isBoolean, true);
  const [highlightLines, setHighlightLines] = usePersistentState(path, "highlight", "");
  const [fontSize, setFontSize] = usePersistentChoice(path, "fontSize", FONT_SIZES, "14");
  const [tabWidth, setTabWidth] = usePersistentChoice(path, "tabWidth", TAB_WIDTHS, "4");
  const [scale, setScale] = usePersistentChoice(path, "scale", SCALES, "2");
  const [exportError, setExportError] = useState<string | null>(null);
  const [exportNote, setExportNote] = useState<string | null>(null);
  const copyWithFeedback = useCopyWithFeedback();

  const colorError =
    background === "color" && !/^#[\da-f]{6}$/i.test(color.trim())
      ? `Colour: "${color}" is not a colour like #1e293b.`
      : null;
  const job = useMemo<CodeRenderJob>(
    () => ({
      code,
      language,
      theme,
      tabWidth: Number(tabWidth),
      fontSize: Number(fontSize),
      padding: Number(padding),
      background: backgroundOf(background, colorError ? "#1e293b" : color.trim()),
      frame,
      title,
      lineNumbers,
      highlightLines,
    }),
    [
      code,
      language,
      theme,
      tabWidth,
      fontSize,
      padding,
      background,
      color,
      colorError,
      frame,
      title,
      lineNumbers,
      highlightLines,
    ],
  );
  const large = code.length > LIVE_LIMIT_CHARS;
  // The highlighter (shiki, a grammar, a theme and the font: about 70 KB gz) loads once the user
  // does anything on the page, or has code of their own there (restored or set), not with the page
  // itself: the page budget counts what loads before any interaction.
  const [interacted] = useFirstInteraction();
  const wanted = interacted || code !== SAMPLE_CODE;
  const render = useToolRun<CodeRenderJob, CodeRenderResult>({
    job,
    idle: code.trim() === "" || !wanted,
    large,
    createWorker,
  });
  const picture = code.trim() === "" ? null : render.output;
  const imageUrl = useMemo(
    () => (picture ? svgDataUrl(picture.previewSvg ?? picture.svg) : null),
    [picture],
  );

  async function png(): Promise<Blob> {
    if (!picture) throw new Error("Nothing to export yet.");
    const wanted = Number(scale);
    const usable = usableScale(picture.width, picture.height, wanted);
    if (usable === 0)
      throw new Error(
        `At ${picture.width} × ${picture.height} px the picture is larger than a browser's canvas takes: download the SVG.`,
      );
    setExportNote(
      usable < wanted
        ? `At ${wanted}× the PNG would be larger than a browser's canvas takes: it is made at ${usable}×.`
        : null,
    );
    return svgToPng(picture.svg, picture.width, picture.height, usable);
  }

  const fileStem = (title.trim() || "code").replace(/[\\/:*?"<>|]+/g, "-");
  async function downloadPng() {
    setExportError(null);
    try {
      downloadBlob(`${fileStem}.png`, await png());
    } catch (error) {
      setExportError(errorMessage(error));
    }
  }
  // WebKit takes a clipboard write only during the click itself: the clipboard item is made then,
  // and its PNG follows once the picture of the current code is drawn (at once when it is shown).
  // The action bar says "Copied to clipboard", or why the copy failed, as every Copy does.
  // A copy waiting for that picture settles either way: with it, or with why there is none, so
  // the action bar never waits for good.
  const waitingCopy = useRef<{
    deliver: (png: Promise<Blob>) => void;
    abandon: (why: string) => void;
  } | null>(null);
  function abandonWaitingCopy(why: string) {
    waitingCopy.current?.abandon(why);
    waitingCopy.current = null;
  }
  function copyImage() {
    abandonWaitingCopy("A newer Copy image took the place of this one.");
    const drawn = new Promise<Blob>((resolve, reject) => {
      waitingCopy.current = {
        deliver: (made) => void made.then(resolve, reject),
        abandon: (why) => reject(new Error(why)),
      };
    });
    void copyWithFeedback(() => copyPngImage(drawn));
    exportCurrent("copy");
  }
  const renderFailed = render.error !== null;
  useEffect(() => {
    if (picture === null) abandonWaitingCopy("The picture was cleared: there is nothing to copy.");
    else if (renderFailed)
      abandonWaitingCopy("The picture could not be drawn: nothing was copied.");
  }, [picture, renderFailed]);
  const downloadSvg = () =>
    picture && downloadText(`${fileStem}.svg`, picture.svg, "image/svg+xml");
  // The last picture stays on screen while the next is drawn; an export asked for in that moment
  // waits for the picture of the current code and options.
  const exportCurrent = useActOnCurrent<"copy" | "png" | "svg">(render, (action) => {
    if (action === "copy") {
      waitingCopy.current?.deliver(png());
      waitingCopy.current = null;
      return;
    }
    // This export took the place of a Copy image waiting in the same queue.
    abandonWaitingCopy("Another export took the place of Copy image: press it again.");
    if (action === "png") void downloadPng();
    else downloadSvg();
  });

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Render",
      title: large ? "Render the picture now (Ctrl+Enter)" : "The picture follows every change",
      running: render.running,
      onCancel: render.cancel,
      disabled: code.trim() === "",
      onClick: render.run,
    },
    copy: {
      label: "Copy image",
      icon: Copy,
      disabled: !picture,
      onClick: copyImage,
    },
    download: {
      label: "Download PNG",
      icon: ImageDown,
      disabled: !picture,
      onClick: () => exportCurrent("png"),
    },
    after: [
      {
        label: "Download SVG",
        icon: Download,
        disabled: !picture,
        onClick: () => exportCurrent("svg"),
      },
    ],
    clear: {
      disabled: code === "",
      onClick: () => {
        setCode("");
        render.reset();
      },
    },
  });

  const languageLabel = LANGUAGES.find((l) => l.value === picture?.language)?.label ?? "Plain text";
  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Language"
            value={language}
            options={LANGUAGES}
            onChange={setLanguage}
          />
          <SelectOption label="Theme" value={theme} options={THEMES} onChange={setTheme} />
          <SelectOption
            label="Background"
            value={background}
            options={BACKGROUNDS}
            onChange={setBackground}
          />
          {background === "color" && (
            <TextOption label="Colour" value={color} onChange={setColor} width="7rem" />
          )}
          <SelectOption label="Padding" value={padding} options={PADDINGS} onChange={setPadding} />
          <SelectOption
            label="Font size"
            value={fontSize}
            options={FONT_SIZES}
            onChange={setFontSize}
          />
          <SelectOption
            label="Tab width"
            value={tabWidth}
            options={TAB_WIDTHS}
            onChange={setTabWidth}
          />
          <SelectOption label="PNG scale" value={scale} options={SCALES} onChange={setScale} />
        </OptionsRow>
        <OptionsRow>
          <CheckboxOption label="Window frame" checked={frame} onChange={setFrame} />
          {frame && <TextOption label="Title" value={title} onChange={setTitle} width="12rem" />}
          <CheckboxOption label="Line numbers" checked={lineNumbers} onChange={setLineNumbers} />
          <TextOption
            label="Highlight lines"
            value={highlightLines}
            onChange={setHighlightLines}
            placeholder="e.g. 2, 5-7"
            width="9rem"
          />
        </OptionsRow>
        <ErrorPanel message={colorError ?? render.error ?? exportError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={code}
            onChange={setCode}
            label="Input"
            placeholder="Paste or type code, or drop a file"
          />
          <section aria-label="Output" className="flex min-w-0 flex-col gap-2">
            <span className="font-medium">Picture</span>
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {render.running
                ? "Drawing…"
                : picture
                  ? `${languageLabel}${language === AUTO_DETECT ? " (detected)" : ""} · ${picture.lineCount} ${picture.lineCount === 1 ? "line" : "lines"} · ${picture.width} × ${picture.height} px`
                  : render.waiting
                    ? "Large input: press Render (Ctrl+Enter)"
                    : !wanted && code.trim() !== ""
                      ? "The picture is drawn as soon as you start."
                      : ""}
            </p>
            {picture?.previewSvg && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {picture.lineCount > PREVIEW_LINES
                  ? `The preview shows the first ${PREVIEW_LINES} lines; the downloads have all ${picture.lineCount}.`
                  : `The preview shows the first ${PREVIEW_LINES} rows; the downloads have all ${picture.rowCount}.`}
              </p>
            )}
            {picture && picture.wrappedLines > 0 && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {picture.wrappedLines === 1 ? "1 line is" : `${picture.wrappedLines} lines are`}{" "}
                longer than {MAX_COLUMNS} columns: wrapped onto the next rows in the picture.
              </p>
            )}
            {exportNote && (
              <p className="text-sm text-slate-700 dark:text-slate-300">{exportNote}</p>
            )}
            <div className="max-h-[40rem] overflow-auto rounded-md border border-slate-300 bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-2 dark:border-slate-600">
              {imageUrl && picture && (
                <img
                  src={imageUrl}
                  alt={`The code as a picture, ${picture.width} × ${picture.height} px`}
                  width={picture.previewSvg ? undefined : picture.width}
                  height={picture.previewSvg ? undefined : picture.height}
                  className="h-auto max-w-full"
                />
              )}
            </div>
          </section>
        </div>
      </div>
    </ToolPage>
  );
}
