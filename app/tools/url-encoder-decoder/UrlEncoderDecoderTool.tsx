// The URL Encoder/Decoder page: the result follows every keystroke; a very large input is converted
// in a worker on Convert (Ctrl+Enter). The input is never stored (people paste tokens and secrets).
import { CircleStop, Copy, Download, Play, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/lib/persistent-state";
import { errorMessage } from "~/lib/tool-error";
import { useWorkerTask } from "~/lib/use-worker-task";
import type { ActionBarButton } from "~/ui/ActionBar";
import { ErrorPanel } from "~/ui/ErrorPanel";
import { InputPanel } from "~/ui/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/OutputPanel";
import { ToolPage } from "~/ui/ToolPage";
import {
  URL_MODES,
  URL_VARIANTS,
  type UrlJob,
  type UrlMode,
  type UrlVariant,
  convertUrl,
  isUrlMode,
  isUrlVariant,
} from "./url-encoding";

/**
 * Up to this many characters the result is computed on every change, on the main thread: about
 * 20 ms for a whole text and 50 ms line by line at 1,000,000 characters (node, V8), so half keeps
 * typing smooth. Beyond it, Convert runs the worker.
 */
export const LIVE_LIMIT_CHARS = 500_000;
const DEFAULT_MODE: UrlMode = "encode";
const DEFAULT_VARIANT: UrlVariant = "component";

function createWorker() {
  return new Worker(new URL("./url-encoding.worker.ts", import.meta.url), { type: "module" });
}

function characters(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "character" : "characters"}`;
}

const sameJob = (a: UrlJob | null, b: UrlJob) =>
  a !== null &&
  a.text === b.text &&
  a.mode === b.mode &&
  a.variant === b.variant &&
  a.perLine === b.perLine;

export function UrlEncoderDecoderTool({ tool }: { tool: ToolEntry }) {
  // The input is deliberately not persisted: it may hold secrets (issue 6 privacy rule).
  const [text, setText] = useState("");
  // Options are stored as plain values and checked, so a value from an older version falls back safely.
  const [storedMode, setMode] = usePersistentState<string>(tool.path, "mode", DEFAULT_MODE);
  const [storedVariant, setVariant] = usePersistentState<string>(
    tool.path,
    "variant",
    DEFAULT_VARIANT,
  );
  const [perLine, setPerLine] = usePersistentState(tool.path, "perLine", false);
  const mode = isUrlMode(storedMode) ? storedMode : DEFAULT_MODE;
  const variant = isUrlVariant(storedVariant) ? storedVariant : DEFAULT_VARIANT;
  const current: UrlJob = { text, mode, variant, perLine };
  const large = text.length > LIVE_LIMIT_CHARS;

  const live = useMemo(() => {
    if (large) return null;
    try {
      return { output: convertUrl({ text, mode, variant, perLine }), error: null };
    } catch (error) {
      return { output: "", error: errorMessage(error) };
    }
  }, [text, mode, variant, perLine, large]);

  const task = useWorkerTask<UrlJob, string>(createWorker);
  const { cancel: cancelRun, reset: resetRun } = task;
  // The input of the latest worker run: its result is shown only while the input still matches.
  const [job, setJob] = useState<UrlJob | null>(null);
  const jobIsCurrent = sameJob(job, current);
  const running = task.status === "running";

  // A newer input makes a running conversion useless: stop it rather than let it finish.
  useEffect(() => {
    if (running && !jobIsCurrent) cancelRun();
  }, [running, jobIsCurrent, cancelRun]);

  const output = live
    ? live.output
    : jobIsCurrent && task.status === "done"
      ? (task.output ?? "")
      : "";
  const error = live ? live.error : jobIsCurrent ? task.error : null;
  const outputFileName = mode === "encode" ? "encoded.txt" : "decoded.txt";
  const { copy, download } = useOutputActions(output, outputFileName);

  function convert() {
    // Smaller inputs are already converted as they change.
    if (!large) return;
    setJob(current);
    task.run(current);
  }

  function cancel() {
    cancelRun();
    // Cancelling keeps the previous run's output in the task; it must not show as this input's.
    setJob(null);
  }

  function clear() {
    setText("");
    setJob(null);
    resetRun();
  }

  const runLabel = mode === "encode" ? "Encode" : "Decode";
  let status: string;
  if (running) status = "Working…";
  else if (large && !jobIsCurrent)
    status = `Input: ${characters(text.length)}, too large to convert as you type: press ${runLabel} (Ctrl+Enter)`;
  else status = `Input: ${characters(text.length)} · Output: ${characters(output.length)}`;

  const actions: ActionBarButton[] = [
    running
      ? { label: "Working…", primary: true, disabled: true, onClick: () => {} }
      : {
          label: runLabel,
          icon: Play,
          primary: true,
          disabled: !text,
          onClick: convert,
          title: large
            ? `${runLabel} this large input in the background (Ctrl+Enter)`
            : "The result updates as you type; this button is needed only for very large inputs",
        },
    ...(running ? [{ label: "Cancel", icon: CircleStop, onClick: cancel }] : []),
    { label: "Copy", icon: Copy, disabled: !output, onClick: () => void copy() },
    { label: "Download", icon: Download, disabled: !output, onClick: download },
    { label: "Clear", icon: Trash2, variant: "danger", disabled: !text, onClick: clear },
  ];

  return (
    <ToolPage
      tool={tool}
      actions={actions}
      shortcuts={{ onClear: clear, onDownload: download, onCopy: () => void copy() }}
    >
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption label="Mode" value={mode} options={URL_MODES} onChange={setMode} />
          <SelectOption
            label="Variant"
            value={variant}
            options={URL_VARIANTS}
            onChange={setVariant}
          />
          <CheckboxOption label="One value per line" checked={perLine} onChange={setPerLine} />
        </OptionsRow>
        <p className="text-sm text-slate-700 dark:text-slate-300">{VARIANT_HINTS[variant]}</p>
        <ErrorPanel message={error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName={outputFileName} status={status} />
        </div>
      </div>
    </ToolPage>
  );
}

/** One line under the options saying what the chosen variant does, so users pick the right one. */
const VARIANT_HINTS: Record<UrlVariant, string> = {
  component:
    "Component: for one query value or path segment. Escapes everything except letters, digits and - _ . ! ~ * ' ( ), like encodeURIComponent.",
  uri: "Whole URL: keeps the characters that give a URL its structure (: / ? # & = and so on), like encodeURI. Decoding leaves their escapes, such as %2F, as they are.",
  form: "Form data (application/x-www-form-urlencoded): like Component, but a space is written as + and ! ' ( ) ~ are escaped too. Decoding reads + as a space.",
};
