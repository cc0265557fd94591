// A preview table of a CSV's first rows (the input, or one output part).
import { DataTable } from "~/ui/DataTable";
import { previewRows, squareRows } from "./preview-rows";

export function CsvPreview({
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
}
