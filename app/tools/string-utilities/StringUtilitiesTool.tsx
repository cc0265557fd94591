// The String Utilities page: the result follows every keystroke for ordinary inputs; a very large
// input is converted in a worker when the user asks (Convert or Ctrl+Enter), so typing never lags.
import { CircleStop, Copy, Download, Play, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/lib/persistent-state";
import { errorMessage } from "~/lib/tool-error";
import { useWorkerTask } from "~/lib/use-worker-task";
import type { ActionBarButton } from "~/ui/ActionBar";
import { ErrorPanel } from "~/ui/ErrorPanel";
import { InputPanel } from "~/ui/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/OutputPanel";
import { ToolPage } from "~/ui/ToolPage";
import {
  STRING_OPERATIONS,
  type StringOperation,
  type TransformJob,
  isStringOperation,
  transformText,
} from "./string-utilities";

/**
 * Up to this many characters the result is computed on every change, on the main thread: every
 * operation takes under ~40 ms at this size in Chromium. Beyond it, Convert runs the worker.
 */
export const LIVE_LIMIT_CHARS = 200_000;
export const OUTPUT_FILE_NAME = "converted.txt";
const DEFAULT_OPERATION: StringOperation = "upper";

function createWorker() {
  return new Worker(new URL("./string-utilities.worker.ts", import.meta.url), { type: "module" });
}

function characters(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "character" : "characters"}`;
}

export function StringUtilitiesTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  // Stored as a plain string and checked, so a name from an older version falls back safely.
  const [storedOperation, setOperation] = usePersistentState<string>(
    tool.path,
    "operation",
    DEFAULT_OPERATION,
  );
  const operation = isStringOperation(storedOperation) ? storedOperation : DEFAULT_OPERATION;
  const large = text.length > LIVE_LIMIT_CHARS;

  const live = useMemo(() => {
    if (large) return null;
    try {
      return { output: transformText(text, operation), error: null };
    } catch (error) {
      return { output: "", error: errorMessage(error) };
    }
  }, [text, operation, large]);

  const task = useWorkerTask<TransformJob, string>(createWorker);
  const { cancel: cancelRun, reset: resetRun } = task;
  // The input of the latest worker run: its result is shown only while the input still matches.
  const [job, setJob] = useState<TransformJob | null>(null);
  const jobIsCurrent = job !== null && job.text === text && job.operation === operation;
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
  const { copy, download } = useOutputActions(output, OUTPUT_FILE_NAME);

  function convert() {
    // Smaller inputs are already converted as they change.
    if (!large) return;
    const next = { text, operation };
    setJob(next);
    task.run(next);
  }

  function clear() {
    setText("");
    setJob(null);
    resetRun();
  }

  let status: string;
  if (running) status = "Working…";
  else if (large && !jobIsCurrent)
    status = `Input: ${characters(text.length)}, too large to convert as you type: press Convert (Ctrl+Enter)`;
  else status = `Input: ${characters(text.length)} · Output: ${characters(output.length)}`;

  const actions: ActionBarButton[] = [
    running
      ? { label: "Working…", primary: true, disabled: true, onClick: () => {} }
      : {
          label: "Convert",
          icon: Play,
          primary: true,
          disabled: !text,
          onClick: convert,
          title: large
            ? "Convert this large input in the background (Ctrl+Enter)"
            : "The result updates as you type; Convert is needed only for very large inputs",
        },
    ...(running ? [{ label: "Cancel", icon: CircleStop, onClick: cancelRun }] : []),
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
          <SelectOption
            label="Operation"
            value={operation}
            options={STRING_OPERATIONS}
            onChange={setOperation}
          />
        </OptionsRow>
        <ErrorPanel message={error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={text} onChange={setText} />
          <OutputPanel value={output} fileName={OUTPUT_FILE_NAME} status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
