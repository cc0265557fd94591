// What the input side shows besides the editor: the card of a file too large to edit, and the
// line around a syntax error in such a file (typed input is marked in the editor instead).
import { FileJson, X } from "lucide-react";
import { formatBytes } from "~/lib/browser/read-file";
import { PanelButton } from "~/ui/panels/PanelButton";
import type { JsonProblem } from "./json-jobs";
import { groupedCount } from "~/lib/number/count-text";

export function LargeFileCard({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800">
      <FileJson aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="break-all">{file.name}</strong> ({formatBytes(file.size)}): formatted
        straight from the file, in the background. It is too large to edit here.
      </p>
      <PanelButton icon={X} label="Remove file" onClick={onRemove} />
    </div>
  );
}

export function ErrorExcerptView({ problem }: { problem: JsonProblem }) {
  const { excerpt, line, column } = problem;
  return (
    <figure className="mt-2 text-sm">
      <figcaption className="mb-1 text-slate-700 dark:text-slate-300">
        In the file, line {groupedCount(line)}, column {groupedCount(column)}:
      </figcaption>
      <pre
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-slate-300 bg-white p-2 font-mono text-[13px] dark:border-slate-600 dark:bg-slate-900"
      >
        {excerpt.clippedStart && "…"}
        {excerpt.before}
        <mark className="rounded-sm bg-red-200 text-red-950 dark:bg-red-900 dark:text-red-50">
          {excerpt.marked || " "}
        </mark>
        {excerpt.after}
        {excerpt.clippedEnd && "…"}
      </pre>
    </figure>
  );
}
