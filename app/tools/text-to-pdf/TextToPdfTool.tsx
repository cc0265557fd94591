// The Text to PDF page: text typed or pasted, or a file opened (read in the encoding it most likely
// has, or in the one the user picks), becomes a PDF in the tool's worker. A short text's PDF and
// preview follow every change; a long text or a file waits for Make PDF (Ctrl+Enter) and shows
// progress and Cancel. The text is kept with the "remember input" setting, the settings always; a
// file never is.
import { Suspense, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked, usePersistentState } from "~/hooks/persistent-state";
import { useHydrated } from "~/hooks/use-hydrated";
import { sameFields, useToolRun } from "~/hooks/use-tool-run";
import { downloadBlob } from "~/lib/browser/download";
import { formatBytes } from "~/lib/browser/read-file";
import { groupedCount } from "~/lib/number/count-text";
import { ToolPage, useToolFeedback } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK } from "~/ui/panels/OutputPanel";
import { lazyPart } from "~/ui/page/lazy-part";
import { toolActions } from "~/ui/runtime/tool-actions";
import { PdfPreview } from "./PdfPreview";
import {
  DEFAULT_SETTINGS,
  FONT_OPTIONS,
  ORIENTATIONS,
  PAGE_SIZE_OPTIONS,
  type PdfSettings,
  WRAPS,
  isPdfSettings,
  numberFieldLabel,
  readSettings,
} from "./pdf-settings";
import {
  DETECTED,
  HAN_LANGUAGES,
  type HanLanguage,
  type PdfJob,
  type PdfResult,
  SAMPLE_TEXT,
  fileReadAs,
  hanLanguageOf,
  pdfFileName,
} from "./pdf-options";

/** Up to this many characters the PDF follows the typing (about 0.3 s of work in the worker). */
export const LIVE_LIMIT_CHARS = 100_000;

/**
 * The same job: the same text, or the same file in the same encoding, and equal options (the page
 * re-reads its options on every render, and runs a job the moment an encoding is picked, before
 * the render that makes it the current one).
 */
export function samePdfJob(a: PdfJob | null, b: PdfJob | null): boolean {
  if (a === null || b === null) return a === b;
  return sameFields(a.source, b.source) && JSON.stringify(a.options) === JSON.stringify(b.options);
}

/** A stored Han choice: one of the languages, or "" while the user has not chosen. */
const isHanChoice = (value: unknown): value is HanLanguage | "" =>
  value === "" || HAN_LANGUAGES.some((language) => language.value === value);

const ChosenFile = lazyPart(() => import("./ChosenFile"));

function createWorker() {
  return new Worker(new URL("./text-to-pdf.worker.ts", import.meta.url), { type: "module" });
}

export function TextToPdfTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", SAMPLE_TEXT);
  const [settings, setSettings] = usePersistentChecked<PdfSettings>(
    tool.path,
    "settings",
    isPdfSettings,
    DEFAULT_SETTINGS,
  );
  // Han characters are drawn as the user chose, else in the browser's language (read after the
  // first render: the server-rendered page knows no browser language).
  const [chosenHan, setChosenHan] = usePersistentChecked<HanLanguage | "">(
    tool.path,
    "han",
    isHanChoice,
    "",
  );
  const hydrated = useHydrated();
  const han =
    chosenHan ||
    (hydrated ? hanLanguageOf(navigator.languages ?? [navigator.language]) : "chinese");
  const [file, setFile] = useState<File | null>(null);
  // The encoding the user chose for the file; DETECTED while they have not.
  const [fileEncoding, setFileEncoding] = useState(DETECTED);
  // Nothing is made until the user acts (edits, opens a file, changes a setting, presses Make
  // PDF): the PDF writer is 400 KB of JavaScript that a visit to read the page should not load.
  const [started, setStarted] = useState(false);
  const notify = useToolFeedback();
  const set =
    <K extends keyof PdfSettings>(key: K) =>
    (value: PdfSettings[K]) => {
      setStarted(true);
      setSettings({ ...settings, [key]: value });
    };

  const read = readSettings(settings);
  const options = read.options && { ...read.options, han };
  const job = useMemo<PdfJob | null>(
    () =>
      options
        ? {
            source: file
              ? { file, encoding: fileEncoding === DETECTED ? null : fileEncoding }
              : { text },
            options,
          }
        : null,
    // The options are re-read each render; the settings they come from stand for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, fileEncoding, text, settings, han],
  );
  const large = file !== null || text.length > LIVE_LIMIT_CHARS;
  const making = useToolRun<PdfJob | null, PdfResult>({
    job,
    idle: !started || job === null || (!file && text === ""),
    large,
    createWorker,
    sameJob: samePdfJob,
  });
  // The last PDF stays on screen while the next is made; Download waits for the current one.
  const result = making.output;
  const name = pdfFileName(file?.name ?? null, settings.title);

  function download() {
    if (!result || !making.current) return;
    downloadBlob(name, result.pdf);
    notify(DOWNLOADED_FEEDBACK);
  }

  function editText(next: string) {
    setStarted(true);
    setText(next);
    // Typing means the text is what the PDF is made of, not the file opened before.
    if (file) setFile(null);
  }

  function chooseFile(chosen: File) {
    setStarted(true);
    setFile(chosen);
    setFileEncoding(DETECTED);
  }

  /** Reads the file again in `encoding` at once: the user is looking at the result of the last. */
  function chooseEncoding(encoding: string) {
    setFileEncoding(encoding);
    if (file && job)
      making.runJob({
        ...job,
        source: { file, encoding: encoding === DETECTED ? null : encoding },
      });
  }

  function makePdf() {
    setStarted(true);
    if (job) making.runJob(job);
  }

  function clear() {
    setText("");
    setFile(null);
    making.reset();
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Make PDF",
      title: large
        ? "Make the PDF of this long text or file (Ctrl+Enter)"
        : "The PDF follows your typing; Make PDF makes it again",
      disabled: job === null || (!file && text === ""),
      onClick: makePdf,
      running: making.running,
      onCancel: making.cancel,
    },
    download: {
      label: "Download PDF",
      disabled: !result || !making.current,
      onClick: download,
    },
    clear: { disabled: !text && !file, onClick: clear },
  });

  let status = "";
  if (making.running) status = `Making the PDF… ${Math.round((making.progress ?? 0) * 100)} %`;
  else if (making.waiting) status = "This text is long: press Make PDF (Ctrl+Enter).";
  else if (!started && (text !== "" || file))
    status = "Press Make PDF (Ctrl+Enter), or edit the text: the PDF then follows your typing.";
  else if (result && making.current)
    status = [
      `${groupedCount(result.pageCount)} ${result.pageCount === 1 ? "page" : "pages"}`,
      formatBytes(result.pdf.size),
      result.source && fileReadAs(result.source),
      result.invisibleLeftOut > 0 &&
        `${groupedCount(result.invisibleLeftOut)} invisible ${result.invisibleLeftOut === 1 ? "character" : "characters"} (control or zero-width) left out`,
    ]
      .filter(Boolean)
      .join(" · ");

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Page size"
            value={settings.pageSize}
            options={PAGE_SIZE_OPTIONS}
            onChange={set("pageSize")}
          />
          <SelectOption
            label="Orientation"
            value={settings.orientation}
            options={ORIENTATIONS}
            onChange={set("orientation")}
          />
          <TextOption
            label={numberFieldLabel("marginMm")}
            value={settings.marginMm}
            onChange={set("marginMm")}
            width="6rem"
          />
          <SelectOption
            label="Font"
            value={settings.font}
            options={FONT_OPTIONS}
            onChange={set("font")}
          />
          <TextOption
            label={numberFieldLabel("fontSize")}
            value={settings.fontSize}
            onChange={set("fontSize")}
            width="6rem"
          />
          <TextOption
            label={numberFieldLabel("lineHeight")}
            value={settings.lineHeight}
            onChange={set("lineHeight")}
            width="6rem"
          />
          <TextOption
            label={numberFieldLabel("tabWidth")}
            value={settings.tabWidth}
            onChange={set("tabWidth")}
            width="5rem"
          />
          <SelectOption
            label="Wrap long lines"
            value={settings.wrap}
            options={WRAPS}
            onChange={set("wrap")}
          />
          <SelectOption
            label="Han characters as"
            value={han}
            options={HAN_LANGUAGES}
            onChange={(value) => {
              setStarted(true);
              setChosenHan(value);
            }}
          />
          <CheckboxOption
            label="Page numbers"
            checked={settings.pageNumbers}
            onChange={set("pageNumbers")}
          />
        </OptionsRow>
        <OptionsRow>
          <TextOption
            label="Header"
            value={settings.header}
            onChange={set("header")}
            placeholder="Printed on every page"
            width="14rem"
          />
          <TextOption
            label="Document title"
            value={settings.title}
            onChange={set("title")}
            width="14rem"
          />
          <TextOption
            label="Author"
            value={settings.author}
            onChange={set("author")}
            width="12rem"
          />
        </OptionsRow>
        <ErrorPanel message={read.error ?? (making.current ? making.error : null)} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            <InputPanel
              value={text}
              onChange={editText}
              onFileBytes={chooseFile}
              largePasteAsFile
              accept=".txt,.md,.markdown,.log,.csv,.tsv,.json,.xml,.yaml,.yml,text/*"
              height="24rem"
            />
            {file && (
              <Suspense fallback={null}>
                <ChosenFile
                  file={file}
                  encoding={fileEncoding}
                  detected={result?.source && making.current ? result.source.detected : null}
                  onEncoding={chooseEncoding}
                  onRemove={() => setFile(null)}
                />
              </Suspense>
            )}
          </div>
          <section aria-label="Output" className="flex min-w-0 flex-col gap-2">
            <h2 className="font-medium">PDF</h2>
            <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
              {status}
            </p>
            {result && <PdfPreview result={result} />}
          </section>
        </div>
      </div>
    </ToolPage>
  );
}
