// The chosen file: its name and size, what detection found (with confidence), the source encoding
// the user may override, and the line endings found.
import { FileText, X } from "lucide-react";
import { encodingChoices } from "~/lib/text/text-encodings";
import { formatBytes } from "~/lib/browser/read-file";
import { SelectOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";
import { AUTO_SOURCE } from "./conversion-job";
import type { Detection } from "~/lib/text/encoding-detection";

/** Long encoding names would make a select wider than a 360 px screen: it may shrink instead. */
export const SHRINKING_SELECT = "min-w-0 max-w-full [&_select]:max-w-full";

const BASIS_NOTE: Record<Detection["basis"], string> = {
  "byte-order-mark": "set by the file's byte order mark",
  ascii: "the file is plain ASCII, which reads the same in every encoding offered",
  "utf-16-zeros": "UTF-16 without a byte order mark, recognised by its zero bytes",
  statistics: "a statistical guess from the first 256 KB",
};

export function FileDetails({
  file,
  detection,
  source,
  onSourceChange,
  lineEndings,
  onRemove,
}: {
  file: File;
  /** Null until the first conversion of this file has run. */
  detection: Detection | null;
  source: string;
  onSourceChange: (source: string) => void;
  lineEndings: string | null;
  onRemove: () => void;
}) {
  const [best, ...others] = detection?.candidates ?? [];
  const byMark = detection?.basis === "byte-order-mark";
  const sourceOptions = encodingChoices(AUTO_SOURCE, best?.encoding ?? null);
  return (
    <section
      aria-label="Chosen file"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-blue-700 dark:text-blue-400" />
        <p className="min-w-0 flex-1 font-medium break-all">
          {file.name} ({formatBytes(file.size)})
        </p>
        <PanelButton icon={X} label="Remove file" onClick={onRemove} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">Detected encoding</dt>
        <dd>
          {best ? (
            <>
              <strong>{best.encoding}</strong>, {best.confidence} % confidence{" "}
              <span className="text-slate-700 dark:text-slate-300">
                ({BASIS_NOTE[detection!.basis]})
              </span>
            </>
          ) : (
            "Detecting…"
          )}
        </dd>
        {others.length > 0 && (
          <>
            <dt className="font-medium">Other candidates</dt>
            <dd>{others.map((c) => `${c.encoding} ${c.confidence} %`).join(", ")}</dd>
          </>
        )}
        {lineEndings && (
          <>
            <dt className="font-medium">Line endings</dt>
            <dd>{lineEndings}</dd>
          </>
        )}
      </dl>
      {byMark ? (
        <p>
          Source encoding: <strong>{best.encoding}</strong>. A byte order mark decides the encoding,
          as browsers read it.
        </p>
      ) : (
        <div className={SHRINKING_SELECT}>
          <SelectOption
            label="Source encoding"
            value={source}
            options={sourceOptions}
            onChange={onSourceChange}
          />
        </div>
      )}
    </section>
  );
}
