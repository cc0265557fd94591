// The Message Digester page: text is hashed as you type (its UTF-8 bytes); a chosen file is hashed
// in a worker, read in slices with progress and Cancel, never loaded into the editor.
import { CircleStop, FileDigit, X } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import {
  DIGEST_FORMATS,
  type DigestFormat,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  algorithmLabel,
  formatDigest,
  isDigestFormat,
  isHashAlgorithm,
} from "~/lib/crypto/hashing";
import { usePersistentChecked } from "~/hooks/persistent-state";
import { formatBytes } from "~/lib/browser/read-file";
import { useAsyncResult } from "~/hooks/use-async-result";
import { toolActions } from "~/ui/runtime/tool-actions";
import { DigestCheckField } from "~/ui/panels/DigestCheckField";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { ToolPage } from "~/ui/page/ToolPage";
import { DEFAULT_ALGORITHM, OUTPUT_FILE_NAME, digestText } from "./message-digester";
import { useFileHash } from "./use-file-hash";

interface TextJob {
  text: string;
  algorithm: HashAlgorithm;
}

const hashTextJob = ({ text, algorithm }: TextJob) => digestText(text, algorithm);

export function MessageDigesterTool({ tool }: { tool: ToolEntry }) {
  // The input is never stored: people hash secrets here. Only the options persist.
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [compareWith, setCompareWith] = useState("");
  const [algorithm, setAlgorithm] = usePersistentChecked(
    tool.path,
    "algorithm",
    isHashAlgorithm,
    DEFAULT_ALGORITHM,
  );
  const [format, setFormat] = usePersistentChecked<DigestFormat>(
    tool.path,
    "format",
    isDigestFormat,
    "hex",
  );

  const fileHash = useFileHash();
  // Empty text shows no digest (the digest of nothing would read like a result of something).
  const textJob = useMemo(
    () => (file || text === "" ? null : { text, algorithm }),
    [file, text, algorithm],
  );
  const textDigest = useAsyncResult(textJob, hashTextJob);
  const digest = file ? fileHash.digest : textDigest.value;
  const output = digest ? formatDigest(digest, format) : "";
  const outputActions = useOutputActions(output, OUTPUT_FILE_NAME);
  const running = fileHash.status === "running";

  function chooseFile(chosen: File) {
    setFile(chosen);
    fileHash.run(chosen, algorithm);
  }

  function chooseAlgorithm(next: HashAlgorithm) {
    setAlgorithm(next);
    if (file) fileHash.run(file, next);
  }

  function editText(next: string) {
    setText(next);
    // Typing means the text is what should be hashed again, not the file chosen before.
    if (file) removeFile();
  }

  function removeFile() {
    fileHash.reset();
    setFile(null);
  }

  function clear() {
    removeFile();
    setText("");
    setCompareWith("");
  }

  function hashAgain() {
    if (file) fileHash.run(file, algorithm);
  }

  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Hash",
      disabled: !file,
      onClick: hashAgain,
      title: file
        ? "Hash the file again (Ctrl+Enter)"
        : "Text is hashed as you type; Hash re-reads a chosen file",
      running,
      onCancel: fileHash.cancel,
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
            options={HASH_ALGORITHMS}
            onChange={chooseAlgorithm}
          />
          <SelectOption
            label="Output format"
            value={format}
            options={DIGEST_FORMATS}
            onChange={setFormat}
          />
        </OptionsRow>
        <ErrorPanel message={file ? fileHash.error : textDigest.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            <InputPanel value={text} onChange={editText} onFileBytes={chooseFile} height="14rem" />
            {file && (
              <FileCard
                file={file}
                progress={fileHash.progress}
                status={fileHash.status}
                onCancel={fileHash.cancel}
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
  progress: string | null;
  status: ReturnType<typeof useFileHash>["status"];
  onCancel: () => void;
  onRemove: () => void;
}) {
  const note =
    status === "running"
      ? `Hashing… ${progress ?? ""}`
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
