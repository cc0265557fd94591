// When the JSON formatter's worker runs: as you type for small inputs (after a pause), at once for
// a chosen file, on Format for large typed text; and which result the page shows meanwhile.
import { useMemo, useState } from "react";
import { LIVE_DELAY_MS, sameFields, useToolRun } from "~/hooks/use-tool-run";
import type { JsonIndent } from "./json-format";
import type {
  FormatJob,
  FormatResult,
  JsonMode,
  JsonSource,
  TreeJob,
  TreeResult,
} from "./json-jobs";

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
  const delayMs = file ? 0 : LIVE_DELAY_MS;
  const formatJob = useMemo<FormatJob>(
    () => ({ type: "format", source, mode, indent, sortKeys }),
    [source, mode, indent, sortKeys],
  );
  const treeJob = useMemo<TreeJob>(() => ({ type: "tree", source }), [source]);
  // Small inputs keep showing the last result while the next one is computed (no flicker as you
  // type); a large input shows only a result of exactly what is in it now.
  const formatter = useToolRun<FormatJob, FormatResult>({
    job: formatJob,
    idle: !hasInput,
    large: waitsForRun,
    createWorker,
    delayMs,
  });
  const treeBuilder = useToolRun<TreeJob, TreeResult>({
    job: treeJob,
    idle: !hasInput || !treeWanted,
    large: waitsForRun,
    createWorker,
    delayMs,
  });
  // The job a button or Ctrl+Enter ran: only its error scrolls into view (typing never jumps).
  const [explicitJob, setExplicitJob] = useState<FormatJob | null>(null);
  // After Cancel nothing runs by itself again (useToolRun starts a job once) until the input or an
  // option changes, or Format is pressed; the page says so meanwhile.
  const [cancelled, setCancelled] = useState<FormatJob | null>(null);
  const isCancelled = cancelled !== null && sameFields(cancelled, formatJob);
  const scrollToProblem =
    explicitJob !== null && sameFields(explicitJob, formatJob) && formatter.current;

  /** Runs now (a button or Ctrl+Enter), unless the result of exactly this job is already in. */
  function run(nextMode: JsonMode) {
    if (!hasInput) return;
    setCancelled(null);
    const job: FormatJob = { ...formatJob, mode: nextMode };
    setExplicitJob(job);
    formatter.runJob(job);
    if (treeWanted) treeBuilder.run();
  }

  /** Builds the tree now (the tree view was opened), whatever the input's size. */
  function buildTree() {
    if (hasInput) treeBuilder.runJob(treeJob);
  }

  function cancel() {
    setCancelled(formatJob);
    formatter.cancel();
    treeBuilder.cancel();
  }

  function reset() {
    formatter.reset();
    treeBuilder.reset();
  }

  return {
    hasInput,
    waitsForRun,
    running: formatter.running,
    treeRunning: treeBuilder.running,
    cancelled: isCancelled,
    /** The result shown: of the current job, or the last one while a small input is recomputed. */
    // A file's result is shown only once it is in: another file's would pass for it.
    result: file && !formatter.current ? null : formatter.output,
    tree: file && !treeBuilder.current ? null : treeBuilder.output,
    /** The result of exactly the current job, once it is in. */
    answered: formatter.current ? formatter.output : null,
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
