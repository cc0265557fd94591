// A chosen file and what is known about it, as a list of terms and values (the audio and video
// converters show container, codecs, duration… before converting).
import type { LucideIcon } from "lucide-react";
import { formatBytes } from "~/lib/browser/read-file";

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

/** "1 (mono)", "2 (stereo)", or the count. */
export const channelsText = (channels: number) =>
  channels === 1 ? "1 (mono)" : channels === 2 ? "2 (stereo)" : String(channels);

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
