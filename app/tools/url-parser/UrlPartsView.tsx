// One parsed URL shown part by part: each part an editable field (an edit rebuilds the URL),
// the host in ASCII and Unicode, the path's segments, and the query as an editable table.
import { useId, useState } from "react";
import { DataTable } from "~/ui/panels/DataTable";
import { EditableRows } from "~/ui/panels/EditableRows";
import {
  EDITABLE_QUERY_LIMIT,
  TABLE_ROW_LIMIT,
  type EditablePart,
  type QueryRow,
  type UrlParts,
  queryRows,
  withHostname,
  withPart,
  withQueryRows,
} from "./url-parser";
import { groupedCount } from "~/lib/number/count-text";

const fieldClass =
  "w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const readOnlyClass =
  "w-full min-w-0 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";
const hintClass = "text-xs text-slate-700 dark:text-slate-300";

/**
 * A part's field. While it has focus it shows what the user types, even when URL's setter
 * ignores it (a half-typed port or an empty host), so typing never jumps back.
 */
function PartField({
  label,
  value,
  onEdit,
  hint,
  placeholder,
}: {
  label: string;
  value: string;
  /** Absent for a part that cannot be set (origin, host). */
  onEdit?: (value: string) => void;
  hint?: string;
  placeholder?: string;
}) {
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {/* The hint stays outside the label, so the field's name is the part's name alone. */}
      <label className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium">{label}</span>
        <input
          type="text"
          spellCheck={false}
          autoComplete="off"
          readOnly={!onEdit}
          value={draft ?? value}
          placeholder={placeholder}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onEdit?.(event.target.value);
          }}
          onBlur={() => setDraft(null)}
          className={onEdit ? fieldClass : readOnlyClass}
        />
      </label>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}

const QUERY_FIELDS = [
  { key: "key", label: (n: number) => `Query key ${n}`, placeholder: "key", className: "flex-1" },
  {
    key: "value",
    label: (n: number) => `Query value ${n}`,
    placeholder: "value",
    className: "flex-[2]",
  },
] as const;

export { EDITABLE_QUERY_LIMIT, TABLE_ROW_LIMIT };

function shownNote(shown: number, total: number, what: string): string | undefined {
  return total > shown
    ? `Showing the first ${groupedCount(shown)} of ${groupedCount(total)} ${what}.`
    : undefined;
}

export function UrlPartsView({
  parts,
  onChange,
}: {
  parts: UrlParts;
  /** Called with the rebuilt URL after an edit. */
  onChange: (href: string) => void;
}) {
  const edit = (part: EditablePart) => (value: string) =>
    onChange(withPart(parts.href, part, value));
  const rows = queryRows(parts);
  const queryCount = parts.queryCount ?? parts.query.length;
  const portHint =
    parts.port === "" && parts.defaultPort !== ""
      ? `Default port for ${parts.protocol} ${parts.defaultPort}`
      : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <PartField label="Protocol" value={parts.protocol} onEdit={edit("protocol")} />
        <PartField label="Origin" value={parts.origin} />
        <PartField label="Username" value={parts.username} onEdit={edit("username")} />
        <PartField label="Password" value={parts.password} onEdit={edit("password")} />
        <PartField label="Hostname" value={parts.hostname} onEdit={edit("hostname")} />
        <PartField
          label="Hostname (Unicode)"
          value={parts.hostnameUnicode}
          onEdit={(value) => onChange(withHostname(parts.href, value))}
          hint={
            parts.hostnameUnicode !== parts.hostname
              ? "Punycode labels (xn--) decoded; type Unicode here and the URL gets Punycode."
              : undefined
          }
        />
        <PartField
          label="Port"
          value={parts.port}
          onEdit={edit("port")}
          placeholder={parts.defaultPort ? `${parts.defaultPort} (default)` : undefined}
          hint={portHint}
        />
        <PartField label="Host" value={parts.host} />
        <PartField label="Path" value={parts.pathname} onEdit={edit("pathname")} />
        <PartField label="Fragment" value={parts.hash} onEdit={edit("hash")} />
      </div>

      {parts.pathSegments && parts.pathSegments.length > 0 && (
        <DataTable
          caption="Path segments"
          columns={["#", "Raw", "Decoded"]}
          rows={parts.pathSegments
            .slice(0, TABLE_ROW_LIMIT)
            .map((segment, index) => [String(index + 1), segment.raw, segment.decoded])}
          rowHeaders
          note={shownNote(TABLE_ROW_LIMIT, parts.pathSegments.length, "path segments")}
        />
      )}

      <section aria-labelledby="url-query-heading" className="flex flex-col gap-2">
        <h2 id="url-query-heading" className="text-base font-semibold">
          Query parameters
        </h2>
        {queryCount > EDITABLE_QUERY_LIMIT ? (
          <p className={hintClass}>
            This URL has {groupedCount(queryCount)} query parameters: too many to edit one by one
            here (the editor takes up to {EDITABLE_QUERY_LIMIT}). Edit the URL itself; the table
            below lists them.
          </p>
        ) : (
          <>
            <p className={hintClass}>
              Decoded keys and values, in order; repeated keys are kept. Edit them and the URL is
              rebuilt (untouched parameters keep their original encoding).
            </p>
            <EditableRows<QueryRow>
              rows={rows}
              onChange={(next) => onChange(withQueryRows(parts.href, next))}
              fields={QUERY_FIELDS}
              removeLabel={(n) => `Remove query parameter ${n}`}
              addLabel="Add parameter"
              blank={{ key: "", value: "", raw: "" }}
            />
          </>
        )}
        {parts.query.length > 0 && (
          <DataTable
            caption="Query parameters (raw and decoded)"
            columns={["#", "Raw", "Key", "Value"]}
            rows={parts.query
              .slice(0, TABLE_ROW_LIMIT)
              .map((param, index) => [String(index + 1), param.raw, param.key, param.value])}
            rowHeaders
            note={shownNote(TABLE_ROW_LIMIT, queryCount, "query parameters")}
          />
        )}
      </section>
    </div>
  );
}
