// The Message Digester page: text is hashed as you type (its UTF-8 bytes); a chosen file is hashed
// in a worker, read in slices with progress and Cancel, never loaded into the editor.
import { usePersistentState } from "~/hooks/persistent-state";
import { CircleStop, FileDigit, X } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { type HashAlgorithm, algorithmLabel, formatDigest } from "~/lib/crypto/hashing";
import { usePersistentChoice } from "~/hooks/persistent-state";
import { formatBytes } from "~/lib/browser/read-file";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { toolActions } from "~/ui/runtime/tool-actions";
import { DigestCheckField } from "~/ui/panels/DigestCheckField";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { ToolPage } from "~/ui/page/ToolPage";
import { OUTPUT_FILE_NAME, digestText, progressLabel } from "./message-digester";
import { stepOptions } from "./step";

/** The text, or a chosen file (then the text is not what is hashed). */
interface DigestJob {
  text: string;
  /** The worker's FileHashJob when set. */
  file: File | null;
  algorithm: HashAlgorithm;
}

/** Text is hashed on the page (Web Crypto is asynchronous already); only files go to the worker. */
const hashText = ({ text, algorithm }: DigestJob) => digestText(text, algorithm);

function createWorker() {
  return new Worker(new URL("./message-digester.worker.ts", import.meta.url), { type: "module" });
}

type FileStatus = "running" | "done" | "cancelled" | "other";

export function MessageDigesterTool({ tool }: { tool: ToolEntry }) {
  // The input is never stored: people hash secrets here. Only the options persist.
  // Not stored (what is encoded or hashed here is often a secret), but shareable and able to
  // take a result another tool hands over.
  const [text, setText] = usePersistentState(tool.path, "input", "", { persist: false });
  const [file, setFile] = useState<File | null>(null);
  const [compareWith, setCompareWith] = useState("");
  const [algorithm, setAlgorithm] = usePersistentChoice(
    tool.path,
    "algorithm",
    stepOptions.algorithm.choices,
    stepOptions.algorithm.default,
  );
  const [format, setFormat] = usePersistentChoice(
    tool.path,
    "format",
    stepOptions.format.choices,
    stepOptions.format.default,
  );

  const job = useMemo<DigestJob>(
    () => (file ? { file, text: "", algorithm } : { file: null, text, algorithm }),
    [file, text, algorithm],
  );
  // Empty text shows no digest (the digest of nothing would read like a result of something).
  // A file is a large job: read in slices by the worker, started at once when chosen (and again
  // for another algorithm), with progress and Cancel.
  const hash = useToolRun<DigestJob, Uint8Array>({
    job,
    idle: !file && text === "",
    large: file !== null,
    computeAsync: hashText,
    createWorker,
  });
  // Cancel is remembered for its job, so the card says so until another file or algorithm.
  const [cancelledJob, setCancelledJob] = useState<DigestJob | null>(null);
  useAutoRun(file !== null && cancelledJob !== job, true, hash.run);
  // While typing, the digest of the text a key ago stays until the new one is ready (a
  // millisecond), rather than blinking out at every key; Copy waits for the current one. A file's
  // digest is shown only when it is the chosen file's.
  const showsPrevious = !file && text !== "";
  const digest = hash.current || showsPrevious ? hash.output : null;
  const output = digest ? formatDigest(digest, format) : "";
  const outputActions = useOutputActionsOnCurrent(hash, useOutputActions(output, OUTPUT_FILE_NAME));
  const running = hash.running;
  let fileStatus: FileStatus = "other";
  if (running) fileStatus = "running";
  else if (digest) fileStatus = "done";
  else if (cancelledJob === job) fileStatus = "cancelled";

  function chooseFile(chosen: File) {
    setFile(chosen);
  }

  function chooseAlgorithm(next: HashAlgorithm) {
    setAlgorithm(next);
  }

  function cancelHash() {
    hash.cancel();
    setCancelledJob(job);
  }

  function editText(next: string) {
    setText(next);
    // Typing means the text is what should be hashed again, not the file chosen before.
    if (file) removeFile();
  }

  function removeFile() {
    hash.reset();
    setFile(null);
  }

  function clear() {
    removeFile();
    setText("");
    setCompareWith("");
  }

  function hashAgain() {
    setCancelledJob(null);
    hash.run();
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Hash",
      disabled: !file || digest !== null,
      onClick: hashAgain,
      title: file
        ? "Hash the file (Ctrl+Enter)"
        : "Text is hashed as you type; Hash reads a chosen file",
      running,
      onCancel: cancelHash,
    },
    copy: { disabled: !output, onClick: outputActions.copy },
    download: { disabled: !output, onClick: outputActions.download },
    clear: { disabled: !text && !file && !compareWith, onClick: clear },
  });

  const status = file
    ? `${algorithmLabel(algorithm)} of ${file.name}`
    : output
      ? `${algorithmLabel(algorithm)} of the text's UTF-8 bytes`
      : undefined;

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Algorithm"
            value={algorithm}
            options={stepOptions.algorithm.choices}
            onChange={chooseAlgorithm}
          />
          <SelectOption
            label="Output format"
            value={format}
            options={stepOptions.format.choices}
            onChange={setFormat}
          />
        </OptionsRow>
        <ErrorPanel message={hash.current ? hash.error : null} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            <InputPanel value={text} onChange={editText} onFileBytes={chooseFile} height="14rem" />
            {file && (
              <FileCard
                file={file}
                progress={progressLabel(hash.progress ?? 0, file.size, hash.progressElapsedMs ?? 0)}
                status={fileStatus}
                onCancel={cancelHash}
                onRemove={removeFile}
              />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <OutputPanel value={output} fileName={OUTPUT_FILE_NAME} status={status} height="6rem" />
            <DigestCheckField
              id="message-digester-compare-with"
              label="Compare with"
              value={compareWith}
              onChange={setCompareWith}
              expected={digest}
            />
          </div>
        </div>
      </div>
    </ToolPage>
  );
}

function FileCard({
  file,
  progress,
  status,
  onCancel,
  onRemove,
}: {
  file: File;
  progress: string;
  status: FileStatus;
  onCancel: () => void;
  onRemove: () => void;
}) {
  const note =
    status === "running"
      ? `Hashing… ${progress}`
      : status === "cancelled"
        ? "Cancelled. Press Hash to start again."
        : status === "done"
          ? "Hashed. Typing in the input switches back to hashing the text."
          : "";
  return (
    <section
      aria-label="Chosen file"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <FileDigit aria-hidden="true" className="size-5 shrink-0 text-blue-700 dark:text-blue-400" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {file.name} ({formatBytes(file.size)})
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p>
      </div>
      {status === "running" ? (
        <PanelButton icon={CircleStop} label="Cancel hashing" onClick={onCancel} />
      ) : (
        <PanelButton icon={X} label="Remove file" onClick={onRemove} />
      )}
    </section>
  );
}
