// A chosen file and what is known about it, as a list of terms and values (the audio and video
// converters show container, codecs, duration… before converting), the formats it cannot become,
// and where its converted file waits. Only shown once a file is chosen: the pages load this module
// then (MediaFileParts.tsx).
import type { LucideIcon } from "lucide-react";
import { formatBytes } from "~/lib/browser/read-file";
import type { ConvertedMedia } from "../runtime/use-media-conversion";

export function FileFacts({
  file,
  icon: Icon,
  facts,
}: {
  file: File;
  icon: LucideIcon;
  /** Term and value pairs, in order; empty while the file is being read. */
  facts: readonly (readonly [string, string])[];
}) {
  return (
    <section
      aria-label="Chosen file"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <p className="flex min-w-0 items-center gap-2 font-medium">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-blue-700 dark:text-blue-400" />
        <span className="truncate">
          {file.name} ({formatBytes(file.size)})
        </span>
      </p>
      {facts.length > 0 && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The formats this browser cannot make, each with its reason and what to choose instead. */
export function MissingFormats({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul
      aria-label="Formats this browser cannot make"
      className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300"
    >
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** Where the converted file waits for its download, said under it. */
export function ConvertedFileNote({ result }: { result: ConvertedMedia }) {
  return (
    <p className="text-xs text-slate-700 dark:text-slate-300">
      {result.diskName
        ? "The converted file waits on this device, in this browser's own storage, until you convert again, press Clear or leave this page; it is removed then. Nothing is uploaded."
        : "The converted file is held in this tab's memory until you convert again, press Clear or leave this page (this browser gives the page no storage of its own): files of a few gigabytes may not fit."}
    </p>
  );
}
