// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { NamespaceTable, validNamespaceRows } from "./NamespaceTable";

const DOCUMENT = [
  { prefix: "d", uri: "urn:books" },
  { prefix: "p", uri: "urn:prices" },
];

describe("the namespace table", () => {
  it("lists the document's prefixes", () => {
    render(<NamespaceTable fromDocument={DOCUMENT} rows={[]} onChange={() => {}} />);
    expect(screen.getByRole("table")).toHaveTextContent("durn:books");
    expect(screen.getByRole("table")).toHaveTextContent("purn:prices");
  });

  it("strikes through a document prefix the user rebinds", () => {
    render(
      <NamespaceTable
        fromDocument={DOCUMENT}
        rows={[{ prefix: "p", uri: "urn:other" }]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText("urn:prices").closest("tr")).toHaveClass("line-through");
    expect(screen.getByText("urn:books").closest("tr")).not.toHaveClass("line-through");
  });

  it("adds an empty row", () => {
    const onChange = vi.fn();
    render(<NamespaceTable fromDocument={[]} rows={[]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Add prefix" }));
    expect(onChange).toHaveBeenCalledWith([{ prefix: "", uri: "" }]);
  });

  it("edits and removes a row", () => {
    const onChange = vi.fn();
    const rows = [
      { prefix: "a", uri: "urn:a" },
      { prefix: "b", uri: "urn:b" },
    ];
    render(<NamespaceTable fromDocument={[]} rows={rows} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Namespace URI 2"), { target: { value: "urn:c" } });
    expect(onChange).toHaveBeenLastCalledWith([rows[0], { prefix: "b", uri: "urn:c" }]);
    fireEvent.click(screen.getByRole("button", { name: "Remove prefix 1" }));
    expect(onChange).toHaveBeenLastCalledWith([rows[1]]);
  });
});

describe("stored rows", () => {
  it("keep only well-formed rows", () => {
    expect(validNamespaceRows([{ prefix: "a", uri: "u" }, { prefix: 1 }, null, "x"])).toEqual([
      { prefix: "a", uri: "u" },
    ]);
    expect(validNamespaceRows({ prefix: "a" })).toEqual([]);
  });
});
