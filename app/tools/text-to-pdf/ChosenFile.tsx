// The file the PDF is made from, and the encoding it is read in. Shown only once a file is opened,
// so it loads then: the list of encodings is most of its weight, and a visit that only types text
// never needs it.
import { FileText, X } from "lucide-react";
import { formatBytes } from "~/lib/browser/read-file";
import { encodingChoices } from "~/lib/text/text-encodings";
import { SelectOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";
import { DETECTED } from "./pdf-options";

export default function ChosenFile({
  file,
  encoding,
  detected,
  onEncoding,
  onRemove,
}: {
  file: File;
  /** The encoding picked, or DETECTED. */
  encoding: string;
  /** The encoding the last reading of this file found, once known. */
  detected: string | null;
  onEncoding: (encoding: string) => void;
  onRemove: () => void;
}) {
  return (
    <section
      aria-label="Chosen file"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <FileText aria-hidden="true" className="size-5 shrink-0 text-blue-700 dark:text-blue-400" />
      <p className="min-w-0 flex-1 truncate">
        <span className="font-medium">{file.name}</span> ({formatBytes(file.size)}). Typing in the
        input switches back to the text.
      </p>
      <SelectOption
        label="Encoding"
        value={encoding}
        options={encodingChoices(DETECTED, detected)}
        onChange={onEncoding}
      />
      <PanelButton icon={X} label="Remove file" onClick={onRemove} />
    </section>
  );
}
