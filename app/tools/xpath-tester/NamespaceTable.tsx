// The namespace table: the prefixes the document declares (its default namespace under "d", since
// XPath 1.0 has no default namespace), and rows the user adds or uses to rebind a prefix.
import { EditableRows, validRows } from "~/ui/panels/EditableRows";
import { DEFAULT_PREFIX, type NamespaceBinding } from "./xpath-model";

export interface NamespaceTableProps {
  fromDocument: readonly NamespaceBinding[];
  rows: readonly NamespaceBinding[];
  onChange: (rows: NamespaceBinding[]) => void;
}

export function NamespaceTable({ fromDocument, rows, onChange }: NamespaceTableProps) {
  const overridden = new Set(rows.map((row) => row.prefix.trim()));

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Namespaces</legend>
      <p className="mb-2 text-xs text-slate-700 dark:text-slate-300">
        XPath 1.0 has no default namespace: an unprefixed name matches only elements in no
        namespace. Elements in the document&apos;s default namespace take the prefix{" "}
        <code className="font-mono">{DEFAULT_PREFIX}</code>, as in{" "}
        <code className="font-mono">//{DEFAULT_PREFIX}:book</code>.
      </p>
      {fromDocument.length > 0 && (
        <table className="mb-2 w-full table-fixed text-left text-sm">
          <caption className="sr-only">Prefixes declared in the document</caption>
          <thead>
            <tr className="text-xs text-slate-700 dark:text-slate-300">
              <th scope="col" className="w-24 font-medium">
                Prefix
              </th>
              <th scope="col" className="font-medium">
                Namespace URI (from the document)
              </th>
            </tr>
          </thead>
          <tbody>
            {fromDocument.map(({ prefix, uri }) => (
              <tr key={prefix} className={overridden.has(prefix) ? "line-through" : ""}>
                <td className="font-mono">{prefix}</td>
                <td className="break-all font-mono">{uri}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <EditableRows<NamespaceBinding>
        rows={rows}
        onChange={onChange}
        fields={[
          {
            key: "prefix",
            label: (n) => `Prefix ${n}`,
            placeholder: "prefix",
            className: "max-w-24",
          },
          {
            key: "uri",
            label: (n) => `Namespace URI ${n}`,
            placeholder: "http://example.com/ns",
            className: "flex-1",
          },
        ]}
        removeLabel={(n) => `Remove prefix ${n}`}
        addLabel="Add prefix"
        blank={{ prefix: "", uri: "" }}
      />
    </fieldset>
  );
}

/** Stored rows from an older version or another tab may be anything: keep the well-formed ones. */
export function validNamespaceRows(value: unknown): NamespaceBinding[] {
  return validRows<NamespaceBinding>(value, ["prefix", "uri"]);
}
