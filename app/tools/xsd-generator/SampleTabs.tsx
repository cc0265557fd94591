// The row of XML samples above the input: pick the one to edit, remove one, add an empty one, or
// open several files at once (each becomes a sample).
import { FilePlus, Plus, X } from "lucide-react";
import { useRef } from "react";
import { PanelButton } from "~/ui/panels/PanelButton";

export interface SampleTabsProps {
  count: number;
  active: number;
  /** The sample that is not well-formed XML, if any: its button says so. */
  invalid: number | null;
  onSelect: (index: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  onOpenFiles: (files: File[]) => void;
}

export function SampleTabs({
  count,
  active,
  invalid,
  onSelect,
  onRemove,
  onAdd,
  onOpenFiles,
}: SampleTabsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div role="group" aria-label="Samples" className="flex flex-wrap items-center gap-2">
      {Array.from({ length: count }, (_, index) => {
        const selected = index === active;
        return (
          <span
            key={index}
            className={`inline-flex items-center rounded-md border text-sm ${
              selected
                ? "border-blue-700 bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100"
                : "border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100"
            }`}
          >
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(index)}
              className={`px-2.5 py-1 ${selected ? "font-semibold" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
            >
              Sample {index + 1}
              {invalid === index && (
                <>
                  <span aria-hidden="true" className="ml-1 text-red-700 dark:text-red-300">
                    !
                  </span>
                  <span className="sr-only"> (not well-formed)</span>
                </>
              )}
            </button>
            {count > 1 && (
              <button
                type="button"
                aria-label={`Remove sample ${index + 1}`}
                title={`Remove sample ${index + 1}`}
                onClick={() => onRemove(index)}
                className="border-l border-inherit px-1.5 py-1 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </span>
        );
      })}
      <PanelButton icon={Plus} label="Add sample" onClick={onAdd} />
      <input
        ref={fileInput}
        type="file"
        multiple
        accept=".xml,text/xml,application/xml"
        aria-label="Open files as samples"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onOpenFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <PanelButton
        icon={FilePlus}
        label="Open samples"
        onClick={() => fileInput.current?.click()}
      />
    </div>
  );
}
