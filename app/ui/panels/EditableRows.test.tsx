// @vitest-environment jsdom
// Tests of the editable name → value rows (xsl:param values, namespace prefixes).
import { fireEvent, render, screen } from "@testing-library/react";
import { EditableRows, validRows } from "./EditableRows";

type Pair = { name: string; value: string };

function renderRows(rows: Pair[], onChange: (rows: Pair[]) => void) {
  render(
    <EditableRows<Pair>
      rows={rows}
      onChange={onChange}
      fields={[
        { key: "name", label: (n) => `Row ${n} name` },
        { key: "value", label: (n) => `Row ${n} value` },
      ]}
      removeLabel={(n) => `Remove row ${n}`}
      addLabel="Add row"
      blank={{ name: "", value: "" }}
    />,
  );
}

describe("EditableRows", () => {
  it("appends a blank row on Add", () => {
    const onChange = vi.fn();
    renderRows([{ name: "a", value: "1" }], onChange);
    fireEvent.click(screen.getByRole("button", { name: "Add row" }));
    expect(onChange).toHaveBeenCalledWith([
      { name: "a", value: "1" },
      { name: "", value: "" },
    ]);
  });

  it("changes only the edited field of the edited row", () => {
    const onChange = vi.fn();
    renderRows(
      [
        { name: "a", value: "1" },
        { name: "b", value: "2" },
      ],
      onChange,
    );
    fireEvent.change(screen.getByLabelText("Row 2 value"), { target: { value: "3" } });
    expect(onChange).toHaveBeenCalledWith([
      { name: "a", value: "1" },
      { name: "b", value: "3" },
    ]);
  });

  it("removes the row whose Remove button is pressed", () => {
    const onChange = vi.fn();
    renderRows(
      [
        { name: "a", value: "1" },
        { name: "b", value: "2" },
      ],
      onChange,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove row 1" }));
    expect(onChange).toHaveBeenCalledWith([{ name: "b", value: "2" }]);
  });
});

describe("validRows", () => {
  it("keeps only stored rows whose every field is a string", () => {
    const stored: unknown = [
      { name: "a", value: "1" },
      { name: "b" },
      null,
      "x",
      { name: 1, value: "2" },
    ];
    expect(validRows<Pair>(stored, ["name", "value"])).toEqual([{ name: "a", value: "1" }]);
  });

  it("reads anything that is not an array as no rows", () => {
    expect(validRows<Pair>({ name: "a", value: "1" }, ["name", "value"])).toEqual([]);
  });
});
