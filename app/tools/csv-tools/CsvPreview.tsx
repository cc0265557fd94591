// A preview table of a CSV's first rows (the input, or one output part).
import { memo } from "react";
import { DataTable } from "~/ui/panels/DataTable";
import { previewRows, squareRows } from "./preview-rows";

/** Memoised: the props are strings, and parsing the input's first 16 KB on every render adds up. */
export const CsvPreview = memo(function CsvPreview({
  caption,
  head,
  delimiter,
}: {
  caption: string;
  head: string;
  delimiter: string;
}) {
  const { columns, body } = squareRows(previewRows(head, delimiter));
  return <DataTable caption={caption} columns={columns} rows={body} note="The first rows only." />;
});
