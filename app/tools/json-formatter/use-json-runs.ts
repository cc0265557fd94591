// When the JSON formatter's worker runs: as you type for small inputs (after a pause), at once for
// a chosen file, on Format for large typed text; and which result the page shows meanwhile.
import { useEffect, useMemo, useState } from "react";
import { sameFields } from "~/hooks/use-tool-run";
import { TYPING_PAUSE_MS } from "~/hooks/use-text-or-file";
import type { JsonIndent } from "./json-format";
import type {
  FormatJob,
  FormatResult,
  JsonMode,
  JsonSource,
  TreeJob,
  TreeResult,
} from "./json-jobs";
import { useJobRunner } from "./use-job-runner";

/** Typed text up to this many characters is formatted as you type (a worker takes ~30 ms per MB). */
export const LIVE_LIMIT_CHARS = 1_000_000;

function createWorker() {
  return new Worker(new URL("./json-formatter.worker.ts", import.meta.url), { type: "module" });
}

export interface JsonRunsInput {
  text: string;
  /** A file too large for the editor: it is the input instead of the text. */
  file: File | null;
  mode: JsonMode;
  indent: JsonIndent;
  sortKeys: boolean;
  /** The tree view is open: build the tree of each input too. */
  treeWanted: boolean;
}

export function useJsonRuns({ text, file, mode, indent, sortKeys, treeWanted }: JsonRunsInput) {
  const source = useMemo<JsonSource>(
    () => (file ? { kind: "file", file } : { kind: "text", text }),
    [file, text],
  );
  const hasInput = file !== null || text.trim() !== "";
  // Large typed text waits for Format; a chosen file was an explicit choice and runs at once.
  const waitsForRun = file === null && text.length > LIVE_LIMIT_CHARS;
  const formatJob = useMemo<FormatJob>(
    () => ({ type: "format", source, mode, indent, sortKeys }),
    [source, mode, indent, sortKeys],
  );
  const treeJob = useMemo<TreeJob>(() => ({ type: "tree", source }), [source]);
  const formatter = useJobRunner<FormatJob, FormatResult>(createWorker);
  const treeBuilder = useJobRunner<TreeJob, TreeResult>(createWorker);
  // The job a button or Ctrl+Enter ran: only its error scrolls into view (typing never jumps).
  const [explicitJob, setExplicitJob] = useState<FormatJob | null>(null);
  // After Cancel nothing runs by itself again (a chosen file would restart at once) until the
  // input or an option changes, or Format is pressed.
  const [cancelled, setCancelled] = useState<FormatJob | null>(null);
  const isCancelled = cancelled !== null && sameFields(cancelled, formatJob);

  const { run: runFormat, reset: resetFormat, running: formatting } = formatter;
  const formatStarted = formatter.started(formatJob);
  useEffect(() => {
    if (!hasInput) {
      resetFormat();
      return;
    }
    // A run for an older input of a large text is useless: stop it until Format is pressed again.
    if (waitsForRun && formatting && !formatStarted) resetFormat();
    if (formatStarted || waitsForRun || isCancelled) return;
    const timer = window.setTimeout(() => runFormat(formatJob), file ? 0 : TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [
    formatJob,
    hasInput,
    waitsForRun,
    file,
    formatStarted,
    formatting,
    isCancelled,
    runFormat,
    resetFormat,
  ]);

  const { run: runTree, reset: resetTree } = treeBuilder;
  const treeStarted = treeBuilder.started(treeJob);
  useEffect(() => {
    if (!hasInput) {
      resetTree();
      return;
    }
    if (!treeWanted || treeStarted || waitsForRun || isCancelled) return;
    const timer = window.setTimeout(() => runTree(treeJob), file ? 0 : TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [
    treeJob,
    hasInput,
    treeWanted,
    waitsForRun,
    file,
    treeStarted,
    isCancelled,
    runTree,
    resetTree,
  ]);

  // Small inputs keep showing the last result while the next one is computed (no flicker as
  // you type); a large input shows only a result of exactly what is in it now.
  const keepsLast = hasInput && !file && !waitsForRun && formatter.ran?.source.kind === "text";
  const result = formatter.answers(formatJob) || keepsLast ? formatter.result : null;
  const keepsLastTree = keepsLast && treeBuilder.ran?.source.kind === "text";
  const tree = treeBuilder.answers(treeJob) || keepsLastTree ? treeBuilder.result : null;
  const scrollToProblem = explicitJob !== null && formatter.ran === explicitJob;

  /** Runs now (a button or Ctrl+Enter), unless the result of exactly this job is already in. */
  function run(nextMode: JsonMode) {
    if (!hasInput) return;
    setCancelled(null);
    const job: FormatJob = { ...formatJob, mode: nextMode };
    if (formatter.started(job) && !formatter.error) {
      // Point at the result's error again, if it has one.
      setExplicitJob(formatter.ran);
    } else {
      setExplicitJob(job);
      runFormat(job);
    }
    if (treeWanted && !treeStarted) runTree(treeJob);
  }

  /** Builds the tree now (the tree view was opened), whatever the input's size. */
  function buildTree() {
    if (hasInput && !treeStarted) runTree(treeJob);
  }

  function cancel() {
    setCancelled(formatJob);
    resetFormat();
    resetTree();
  }

  function reset() {
    resetFormat();
    resetTree();
  }

  return {
    hasInput,
    waitsForRun,
    running: formatting,
    treeRunning: treeBuilder.running,
    cancelled: isCancelled,
    /** The result shown: of the current job, or the last one while a small input is recomputed. */
    result,
    tree,
    /** The result of exactly the current job, once it is in. */
    answered: formatter.answers(formatJob) ? formatter.result : null,
    /** The worker itself failed (syntax errors are results). */
    error: formatter.error ?? treeBuilder.error,
    /** The shown error came from a button or Ctrl+Enter: the input scrolls to it. */
    scrollToProblem,
    run,
    buildTree,
    /** Starts the formatting worker, so a file chosen next does not wait for it to load. */
    prepare: formatter.prepare,
    cancel,
    reset,
  };
}
