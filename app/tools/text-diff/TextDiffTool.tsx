// The Text Diff page: two fields, Original and Changed, compared in a worker a moment after typing
// stops (together over LIVE_LIMIT_CHARS: on Compare, with progress and Cancel). Text mode shows the
// lines side by side or unified (DiffView draws only the rows on screen) and saves the unified diff
// GNU patch applies; JSON mode lists how the two values differ, one path a line.
import { ArrowDownUp } from "lucide-react";
import { useMemo, useState, useSyncExternalStore } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { groupedCount } from "~/lib/number/count-text";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { KeptFileNote } from "~/ui/panels/KeptFileNote";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import { DiffView } from "./DiffView";
import { differenceText } from "./json-diff";
import {
  CHANGED_LABEL,
  DEFAULT_OPTIONS,
  INLINE_OPTIONS,
  LAYOUT_OPTIONS,
  MODE_OPTIONS,
  ORIGINAL_LABEL,
  type TextDiffPageJob,
  type TextDiffResult,
  WHITESPACE_OPTIONS,
} from "./text-diff";
import { type LineIndex, indexLines } from "./text-lines";
import { type DiffSide, type SideState, useDiffSide } from "./use-diff-side";

/**
 * Up to this many characters in the two fields together the comparison follows the typing; more
 * waits for Compare (Ctrl+Enter). Always in a worker: a diff's cost grows with the changes, and a
 * keystroke must never wait for one.
 */
export const LIVE_LIMIT_CHARS = 1_000_000;

const SAMPLE_ORIGINAL = "apples: 3\nbread: 1\nmilk: 2\ntea: 1\n";
const SAMPLE_CHANGED = "apples: 4\nbread: 1\ntea: 1\ncoffee: 1\n";

/** Narrower than this, the two sides of the side-by-side view would each be a few words wide. */
const NARROW_SCREEN = "(max-width: 47.99rem)";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the screen is too narrow for side by side (false in the prerendered page). */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}

function createWorker() {
  return new Worker(new URL("./text-diff.worker.ts", import.meta.url), { type: "module" });
}

/** "2 lines removed, 3 added", or that nothing differs. */
function linesSummary(removed: number, added: number): string {
  if (removed === 0 && added === 0) return "No differences";
  const lines = (count: number) => `${groupedCount(count)} ${count === 1 ? "line" : "lines"}`;
  return `${lines(removed)} removed, ${lines(added)} added`;
}

const EMPTY_SIDE: SideState = { field: "", loaded: null };

/** A side's field, with the file that stands in for it when it is too large for the editor. */
function DiffSidePanel({ label, side }: { label: string; side: DiffSide }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {side.keptOut && side.file && (
        <KeptFileNote
          label={label}
          file={side.file}
          what="compared in the background"
          onRemove={() => side.replace(EMPTY_SIDE)}
        />
      )}
      <InputPanel
        label={label}
        value={side.field}
        onChange={side.edit}
        onFileBytes={(file) => void side.choose(file)}
        largePasteAsFile
        placeholder={side.keptOut ? "Type here to replace the file" : undefined}
        height="14rem"
      />
    </div>
  );
}

export function TextDiffTool({ tool }: { tool: ToolEntry }) {
  const defaults = DEFAULT_OPTIONS;
  // The Original is the tool's "input": "Open in…" from another tool fills it.
  const original = useDiffSide(tool.path, "input", ORIGINAL_LABEL, SAMPLE_ORIGINAL);
  const changed = useDiffSide(tool.path, "changed", CHANGED_LABEL, SAMPLE_CHANGED);
  const [mode, setMode] = usePersistentChoice(tool.path, "mode", MODE_OPTIONS, defaults.mode);
  const [whitespace, setWhitespace] = usePersistentChoice(
    tool.path,
    "whitespace",
    WHITESPACE_OPTIONS,
    defaults.whitespace,
  );
  const [ignoreCase, setIgnoreCase] = usePersistentState(
    tool.path,
    "ignoreCase",
    defaults.ignoreCase,
  );
  const [ignoreLineEndings, setIgnoreLineEndings] = usePersistentState(
    tool.path,
    "ignoreLineEndings",
    defaults.ignoreLineEndings,
  );
  const [collapse, setCollapse] = usePersistentState(tool.path, "collapse", true);
  const [inline, setInline] = usePersistentChoice(
    tool.path,
    "inline",
    INLINE_OPTIONS,
    defaults.inline,
  );
  const [layout, setLayout] = usePersistentChoice(
    tool.path,
    "layout",
    LAYOUT_OPTIONS,
    defaults.layout,
  );
  const narrow = useNarrowScreen();
  const shownLayout = narrow ? "unified" : layout;
  const large = original.text.length + changed.text.length > LIVE_LIMIT_CHARS;
  const comparison = useMemo(
    () => ({ whitespace, ignoreCase, ignoreLineEndings }),
    [whitespace, ignoreCase, ignoreLineEndings],
  );
  // Only what changes the comparison goes to the worker: the view's choices redraw, never rerun.
  // A loaded file's name heads the .diff's --- or +++ line.
  const job = useMemo<TextDiffPageJob>(
    () => ({
      original: original.source,
      changed: changed.source,
      options: { ...defaults, ...comparison, mode },
      originalName: original.file?.name,
      changedName: changed.file?.name,
    }),
    [original.source, changed.source, original.file, changed.file, defaults, comparison, mode],
  );
  const transform = useToolRun<TextDiffPageJob, TextDiffResult>({
    job,
    idle: original.text === "" && changed.text === "",
    large,
    createWorker,
  });
  // A result with the lines its numbers index, both of one comparison. A result that settles after
  // the texts changed again (typing went on while it ran: its job is no longer the current one) is
  // not drawn against the new texts, where it would mark the wrong lines as changed and Download
  // would save a diff of texts no longer shown; the last matching pair stays, beside "Comparing…",
  // until the current result comes.
  const [shown, setShown] = useState<{
    result: TextDiffResult;
    lines: { original: LineIndex; changed: LineIndex } | null;
  } | null>(null);
  const settled = transform.output;
  if (settled === null ? shown !== null : transform.current && settled !== shown?.result)
    setShown(
      settled && {
        result: settled,
        lines:
          settled.mode === "text"
            ? { original: indexLines(original.text), changed: indexLines(changed.text) }
            : null,
      },
    );
  const result = shown?.result ?? null;
  const lines = shown?.lines ?? null;

  const jsonLines = useMemo(() => {
    if (result?.mode !== "json") return "";
    const { differences, total } = result.diff;
    const listed = differences.map((difference) => `${differenceText(difference)}\n`).join("");
    const more = total - differences.length;
    return more > 0 ? `${listed}… and ${groupedCount(more)} more differences\n` : listed;
  }, [result]);
  const output = result?.mode === "text" ? result.patch : jsonLines;
  const fileName = result?.mode === "json" ? "differences.txt" : "changes.diff";
  const mimeType = result?.mode === "json" ? "text/plain" : "text/x-diff";
  const outputActions = useOutputActions(output, fileName, mimeType);

  const runLabel = "Compare";
  const summary = !result
    ? ""
    : result.mode === "text"
      ? linesSummary(result.diff.removedLines, result.diff.addedLines)
      : result.diff.total === 0
        ? "No differences: the two values are equal"
        : `${groupedCount(result.diff.total)} ${result.diff.total === 1 ? "difference" : "differences"}`;
  const status = transform.running
    ? transform.progress === null
      ? "Comparing…"
      : `Comparing… ${Math.round(transform.progress * 100)} %`
    : transform.waiting
      ? `Too large to compare as you type: press ${runLabel} (Ctrl+Enter)`
      : summary;
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: original.text !== "" || changed.text !== "",
    output,
    outputActions,
    extra: [
      {
        label: "Swap",
        icon: ArrowDownUp,
        disabled: original.text === "" && changed.text === "",
        title: "Exchange Original and Changed",
        onClick: () => {
          original.replace(changed.state);
          changed.replace(original.state);
        },
      },
    ],
    onClear: () => {
      original.replace(EMPTY_SIDE);
      changed.replace(EMPTY_SIDE);
      transform.reset();
    },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption label="Compare as" value={mode} options={MODE_OPTIONS} onChange={setMode} />
          {mode === "text" && (
            <>
              <SelectOption
                label="View"
                value={layout}
                options={LAYOUT_OPTIONS}
                onChange={setLayout}
              />
              <SelectOption
                label="Mark changes by"
                value={inline}
                options={INLINE_OPTIONS}
                onChange={setInline}
              />
              <SelectOption
                label="White space"
                value={whitespace}
                options={WHITESPACE_OPTIONS}
                onChange={setWhitespace}
              />
              <CheckboxOption label="Ignore case" checked={ignoreCase} onChange={setIgnoreCase} />
              <CheckboxOption
                label="Ignore line endings (CRLF and LF)"
                checked={ignoreLineEndings}
                onChange={setIgnoreLineEndings}
              />
              <CheckboxOption
                label="Fold unchanged lines"
                checked={collapse}
                onChange={setCollapse}
              />
            </>
          )}
        </OptionsRow>
        {mode === "text" && narrow && layout === "side-by-side" && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Side by side needs a wider screen: the changes are shown unified.
          </p>
        )}
        <ErrorPanel message={transform.error ?? original.readError ?? changed.readError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <DiffSidePanel label={ORIGINAL_LABEL} side={original} />
          <DiffSidePanel label={CHANGED_LABEL} side={changed} />
        </div>
        <OutputPanel value={output} fileName={fileName} mimeType={mimeType} status={status}>
          {result?.mode === "text" && lines ? (
            <DiffView
              original={lines.original}
              changed={lines.changed}
              diff={result.diff}
              layout={shownLayout}
              contextLines={collapse ? DEFAULT_OPTIONS.contextLines : Infinity}
              inline={inline}
              comparison={comparison}
            />
          ) : undefined}
        </OutputPanel>
      </div>
    </ToolPage>
  );
}
