// The table of top-level xsl:param values passed to the stylesheet (name → string value).
import { EditableRows, validRows } from "~/ui/panels/EditableRows";
import type { XsltParameter } from "./xslt-transform";

/** Stored rows come from localStorage: keep only well-formed ones. */
export const validParameters = (value: unknown) =>
  validRows<XsltParameter>(value, ["name", "value"]);

export function XsltParameters({
  parameters,
  onChange,
}: {
  parameters: XsltParameter[];
  onChange: (parameters: XsltParameter[]) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Parameters (xsl:param)</legend>
      {parameters.length === 0 && (
        <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
          None: top-level xsl:param elements keep their default values.
        </p>
      )}
      <EditableRows<XsltParameter>
        rows={parameters}
        onChange={onChange}
        fields={[
          { key: "name", label: (n) => `Parameter ${n} name`, placeholder: "name" },
          { key: "value", label: (n) => `Parameter ${n} value`, placeholder: "value (a string)" },
        ]}
        removeLabel={(n) => `Remove parameter ${n}`}
        addLabel="Add parameter"
        blank={{ name: "", value: "" }}
      />
    </fieldset>
  );
}
