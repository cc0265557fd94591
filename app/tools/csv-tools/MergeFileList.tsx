// The files to merge, in the order they will be merged: added by the picker or by dropping them,
// moved up and down, removed. The picker is the page's main input, named Input.
import { ArrowDown, ArrowUp, FileUp, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { formatBytes } from "~/lib/browser/read-file";
import { PanelButton } from "~/ui/panels/PanelButton";

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

const iconButton =
  "rounded p-1 text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800";

export function MergeFileList({
  files,
  onChange,
}: {
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const add = (list: FileList | null) => {
    if (list && list.length > 0) onChange([...files, ...Array.from(list)]);
  };
  return (
    <section
      aria-label="Files to merge"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        add(event.dataTransfer.files);
      }}
      className={`rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-600 ${dragging ? "outline-2 outline-blue-600" : ""}`}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="font-medium">
          Input
        </label>
        <span className="text-sm text-slate-700 dark:text-slate-300">
          two or more CSV files, merged in this order
        </span>
        <input
          ref={picker}
          id={id}
          type="file"
          multiple
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          className="sr-only"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
        <span className="ml-auto">
          <PanelButton icon={FileUp} label="Add files" onClick={() => picker.current?.click()} />
        </span>
      </div>
      {files.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Drop CSV files here or add them with the button.
        </p>
      ) : (
        <ol className="space-y-1" aria-label="Merge order">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-sm">
              <span className="w-6 text-right tabular-nums">{index + 1}.</span>
              <span className="truncate font-mono">{file.name}</span>
              <span className="text-slate-600 dark:text-slate-400">{formatBytes(file.size)}</span>
              <span className="ml-auto flex gap-1">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${file.name} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(files, index, index - 1))}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${file.name} down`}
                  disabled={index === files.length - 1}
                  onClick={() => onChange(moveItem(files, index, index + 1))}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
