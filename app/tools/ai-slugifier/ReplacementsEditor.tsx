// The editable list of custom replacements (from → to), applied before transliteration.
import { EditableRows, validRows } from "~/ui/panels/EditableRows";
import type { Replacement } from "./slug-options";

/** Stored rows come from localStorage: keep only well-formed ones. */
export const validReplacements = (value: unknown) => validRows<Replacement>(value, ["from", "to"]);

export function ReplacementsEditor({
  replacements,
  onChange,
}: {
  replacements: Replacement[];
  onChange: (replacements: Replacement[]) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Replacements (before transliteration)</legend>
      <p className="mb-2 text-xs text-slate-600 dark:text-slate-300">
        A symbol becomes a word of its own (R&amp;D → r-and-d); letters are replaced inside words.
      </p>
      <EditableRows<Replacement>
        rows={replacements}
        onChange={onChange}
        fields={[
          {
            key: "from",
            label: (n) => `Replacement ${n} from`,
            placeholder: "from",
            className: "w-24",
          },
          { key: "to", label: (n) => `Replacement ${n} to`, placeholder: "to", className: "w-32" },
        ]}
        removeLabel={(n) => `Remove replacement ${n}`}
        addLabel="Add replacement"
        blank={{ from: "", to: "" }}
      />
    </fieldset>
  );
}
