// The PDF to Text page: PDFs chosen or dropped stay on the device; the one selected is read by
// pdf.js in the tool's worker, page by page with progress and Cancel, and its text shown in the mode
// chosen (reading order or layout). Each PDF keeps its own result while the page is open; a
// protected one asks for its password (kept in memory only, never stored).
import { FileText, KeyRound } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChecked, usePersistentState } from "~/hooks/persistent-state";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { downloadBlob } from "~/lib/browser/download";
import { formatBytes } from "~/lib/browser/read-file";
import { zipInWorker } from "~/lib/files/zip-in-worker";
import { groupedCount } from "~/lib/number/count-text";
import { errorMessage } from "~/lib/tool-error";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { FileDropZone } from "~/ui/panels/FileDropZone";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { toolActions } from "~/ui/runtime/tool-actions";
import type { LayoutMode } from "./pdf-text-layout";
import {
  NEED_PASSWORD_MESSAGE,
  type PdfTextJob,
  type PdfTextResult,
  WRONG_PASSWORD_MESSAGE,
} from "./pdf-extract";
import {
  MODES,
  type PageSeparator,
  SEPARATORS,
  isLayoutMode,
  isPageSeparator,
  joinPages,
  pageTimeLimitMessage,
} from "./pdf-to-text";
import { parsePageRange } from "./page-range";

/** A page read for hours is not reading: pdf.js reports every page, so this counts per page. */
const PAGE_TIME_LIMIT_MS = 30_000;
const LIMIT = {
  timeoutMs: PAGE_TIME_LIMIT_MS,
  timeoutMessage: pageTimeLimitMessage,
};

/**
 * The Output shows at most this much; Copy and Download take all of it. A 303-page PDF's 0.9 MB of
 * text shows with no main-thread task over 22 ms (bench/pdf-to-text.mjs); putting 5 MB in the
 * editor at once is a task of ~300 ms.
 */
export const SHOWN_CHARS = 1_000_000;

function createWorker() {
  return new Worker(new URL("./pdf-to-text.worker.ts", import.meta.url), { type: "module" });
}

const isPdfName = (name: string) => /\.pdf$/i.test(name);

const plural = (count: number, one: string, many: string) =>
  `${groupedCount(count)} ${count === 1 ? one : many}`;

/** "1 page", "12 pages", "1 of 3 pages" (the range asked for fewer than the PDF has). */
function pagesRead({ pages, pageCount }: PdfTextResult): string {
  if (pages.length === pageCount) return plural(pageCount, "page", "pages");
  return `${groupedCount(pages.length)} of ${plural(pageCount, "page", "pages")}`;
}

const charactersText = (count: number) => plural(count, "character", "characters");

interface Saved {
  /** The job's file, pages and password, written down: the result stands for exactly these. */
  key: string;
  result: PdfTextResult;
}

export function PdfToTextTool({ tool }: { tool: ToolEntry }) {
  const [mode, setMode] = usePersistentChecked<LayoutMode>(
    tool.path,
    "mode",
    isLayoutMode,
    "reading",
  );
  const [separator, setSeparator] = usePersistentChecked<PageSeparator>(
    tool.path,
    "separator",
    isPageSeparator,
    "form-feed",
  );
  const [pagesText, setPagesText] = usePersistentState(tool.path, "pages", "");
  const [files, setFiles] = useState<File[]>([]);
  const [selected, setSelected] = useState(0);
  // Passwords typed, by file: in memory only.
  const [passwords, setPasswords] = useState<ReadonlyMap<File, string>>(new Map());
  const [passwordDraft, setPasswordDraft] = useState("");
  const [saved, setSaved] = useState<ReadonlyMap<File, Saved>>(new Map());
  const [zipError, setZipError] = useState<string | null>(null);
  const [cancelledJob, setCancelledJob] = useState<PdfTextJob | null>(null);

  const file = files[selected] ?? null;
  let range: PdfTextJob["range"] = null;
  let rangeError: string | null = null;
  try {
    range = parsePageRange(pagesText);
  } catch (error) {
    rangeError = errorMessage(error);
  }
  const password = file ? (passwords.get(file) ?? null) : null;
  const key = `${pagesText.replace(/\s/g, "")}|${password ?? ""}`;
  const cached = file ? saved.get(file) : undefined;
  const cachedHere = cached?.key === key ? cached.result : null;

  const job = useMemo<PdfTextJob | null>(
    () => (file ? { file, password, range } : null),
    // The range is re-parsed each render; its text stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, password, pagesText],
  );
  const reading = useToolRun<PdfTextJob | null, PdfTextResult>({
    job,
    idle: job === null || rangeError !== null || cachedHere !== null,
    large: true,
    createWorker,
    limit: LIMIT,
  });
  // A chosen PDF is read at once; a typed page range once typing pauses.
  useAutoRun(job !== null && rangeError === null && cachedHere === null, false, reading.run);

  // A result that arrived for the selected PDF is kept for it: selecting it again shows it at once.
  const arrived = reading.current ? reading.output : null;
  if (file && arrived && cached?.result !== arrived)
    setSaved(new Map(saved).set(file, { key, result: arrived }));
  const result = cachedHere ?? arrived;

  const text = useMemo(
    () => (result ? joinPages(result.pages, mode, separator) : ""),
    [result, mode, separator],
  );
  const shownText = text.length > SHOWN_CHARS ? text.slice(0, SHOWN_CHARS) : text;
  const wholeText = useMemo(
    () => (text.length > SHOWN_CHARS ? new Blob([text], { type: "text/plain" }) : undefined),
    [text],
  );
  const fileName = useTextFileName(file);
  const outputActions = useOutputActions(wholeText ?? text, fileName);
  const needsPassword =
    reading.error === NEED_PASSWORD_MESSAGE || reading.error === WRONG_PASSWORD_MESSAGE;

  function addFiles(chosen: File[]) {
    setZipError(null);
    const next = [...files, ...chosen];
    setFiles(next);
    setSelected(files.length);
  }

  function select(index: number) {
    setSelected(index);
    setPasswordDraft("");
  }

  function submitPassword() {
    if (!file) return;
    setPasswords(new Map(passwords).set(file, passwordDraft));
    setPasswordDraft("");
  }

  function clear() {
    reading.reset();
    setFiles([]);
    setSelected(0);
    setPasswords(new Map());
    setSaved(new Map());
    setZipError(null);
  }

  async function downloadPages() {
    if (!result || !file) return;
    setZipError(null);
    try {
      // In a worker: two thousand pages' checksums would hold the page for a moment.
      const { textFileName } = await import("./text-file-name");
      const zip = await zipInWorker(
        result.pages.map((page) => ({
          name: textFileName(file.name, page.number),
          text: page[mode],
        })),
      );
      downloadBlob(fileName.replace(/\.txt$/, "-pages.zip"), zip);
    } catch (error) {
      setZipError(`The ZIP could not be made: ${errorMessage(error)}`);
    }
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Read text",
      disabled: !file || result !== null,
      onClick: reading.run,
      running: reading.running,
      onCancel: () => {
        setCancelledJob(job);
        reading.cancel();
      },
    },
    copy: { disabled: !text, onClick: outputActions.copy },
    download: { label: "Download .txt", disabled: !text, onClick: outputActions.download },
    after: [
      {
        label: "Download pages (ZIP)",
        icon: FileText,
        disabled: !result || result.pages.length < 2,
        onClick: () => void downloadPages(),
      },
    ],
    clear: { disabled: files.length === 0, onClick: clear },
  });

  let status: string | undefined;
  if (reading.running)
    status = `Reading ${file?.name ?? ""}… ${Math.round((reading.progress ?? 0) * 100)} %`;
  else if (result && file) status = `${pagesRead(result)} · ${charactersText(text.length)}`;
  else if (file && reading.waiting && !needsPassword && !reading.error)
    // Cancelled only when this very job was: a PDF just chosen, or a range being typed, waits a
    // moment for its run to start and must not flash "Cancelled".
    status =
      cancelledJob === job
        ? "Cancelled: press Read text (Ctrl+Enter) to read it again"
        : `Reading ${file.name}…`;

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <FileDropZone
          takesHandedFile
          label="Input"
          chooseLabel="Choose PDFs"
          accept=".pdf,application/pdf"
          onFiles={addFiles}
        >
          Drop PDFs here or choose them. They are read on this device by pdf.js and never uploaded;
          a protected PDF asks for its password.
        </FileDropZone>
        <OptionsRow>
          <SelectOption label="Mode" value={mode} options={MODES} onChange={setMode} />
          <TextOption
            label="Pages"
            value={pagesText}
            onChange={setPagesText}
            placeholder="All, or 1-5, 8"
            width="9rem"
          />
          <SelectOption
            label="Page separator"
            value={separator}
            options={SEPARATORS}
            onChange={setSeparator}
          />
        </OptionsRow>
        {files.length > 0 && (
          <ul aria-label="Chosen PDFs" className="flex flex-wrap gap-2">
            {files.map((chosen, index) => (
              <li key={`${chosen.name}-${index}`}>
                <button
                  type="button"
                  aria-pressed={index === selected}
                  onClick={() => select(index)}
                  className={`rounded-md border px-3 py-1.5 text-sm ${
                    index === selected
                      ? "border-blue-700 bg-blue-50 font-medium dark:border-blue-400 dark:bg-slate-800"
                      : "border-slate-300 dark:border-slate-600"
                  }`}
                >
                  {chosen.name} ({formatBytes(chosen.size)})
                  {!isPdfName(chosen.name) && " — not named .pdf"}
                </button>
              </li>
            ))}
          </ul>
        )}
        <ErrorPanel message={rangeError ?? (reading.current ? reading.error : null) ?? zipError} />
        {needsPassword && file && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              submitPassword();
            }}
          >
            <TextOption
              label={`Password of ${file.name}`}
              type="password"
              autoComplete="off"
              value={passwordDraft}
              onChange={setPasswordDraft}
              width="14rem"
            />
            <PanelButton icon={KeyRound} label="Open" onClick={submitPassword} />
          </form>
        )}
        {result && result.notes.length > 0 && (
          <ul
            aria-label="Notes"
            className="list-disc pl-5 text-sm text-amber-900 dark:text-amber-200"
          >
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <OutputPanel
          value={shownText}
          fileName={fileName}
          status={status}
          height="28rem"
          fullResult={wholeText}
        />
        {wholeText && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Showing the first {groupedCount(SHOWN_CHARS)} of {groupedCount(text.length)} characters.
            Copy and Download take all of it.
          </p>
        )}
      </div>
    </ToolPage>
  );
}

/**
 * The name Download gives the text of `file` ("report.pdf" → "report.txt"), made by the sanitiser
 * loaded when a PDF is chosen (text-file-name.ts): the text to save comes later than that.
 */
function useTextFileName(file: File | null): string {
  const [named, setNamed] = useState<{ file: File; name: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void import("./text-file-name").then(({ textFileName }) => {
      if (current) setNamed({ file, name: textFileName(file.name) });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return named && named.file === file ? named.name : "document.txt";
}
