// The note above a text tool's Input when the file chosen is too large for the editor and stays a
// file the worker reads: its name and size, what happens to it, and Remove file.
import { X } from "lucide-react";
import { formatBytes } from "~/lib/browser/read-file";
import { PanelButton } from "./PanelButton";

export function KeptFileNote({
  label = "File",
  file,
  what,
  onRemove,
}: {
  /** What the note calls the file: "File", or the field it stands in for ("Original"). */
  label?: string;
  file: { name: string; size: number };
  /** What is done with it: "counted in the background". */
  what: string;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800">
      <span className="min-w-0">
        {label}: <strong className="break-all">{file.name}</strong> ({formatBytes(file.size)}),{" "}
        {what}
      </span>
      <span className="ml-auto">
        <PanelButton icon={X} label="Remove file" onClick={onRemove} />
      </span>
    </div>
  );
}
