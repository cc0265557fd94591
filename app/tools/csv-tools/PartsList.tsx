// The parts written by a split: their table, and a preview of each of the first twenty.
import { memo } from "react";
import { groupedCount } from "~/lib/number/count-text";
import { DataTable } from "~/ui/panels/DataTable";
import { CsvPreview } from "./CsvPreview";
import type { PartSummary } from "./csv-job";

/** The parts table and previews change only when a part is finished (memo: not on each render). */
export const PartsList = memo(function PartsList({
  parts,
  running,
  delimiter,
}: {
  parts: PartSummary[];
  running: boolean;
  delimiter: string;
}) {
  return (
    <>
      {parts.length > 0 && (
        <DataTable
          caption={running ? "Parts written so far" : "Parts"}
          columns={["File", "Rows", "Bytes"]}
          rows={parts.map((part) => [part.name, groupedCount(part.rows), groupedCount(part.bytes)])}
          rowHeaders
        />
      )}
      {parts.slice(0, 20).map((part) => (
        <details
          key={part.name}
          className="rounded border border-slate-200 p-2 dark:border-slate-700"
        >
          <summary className="cursor-pointer text-sm font-medium">Preview of {part.name}</summary>
          <CsvPreview caption={part.name} head={part.head} delimiter={delimiter} />
        </details>
      ))}
    </>
  );
});
