// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { VIRTUAL_ROW_HEIGHT, VirtualTable, type VirtualTableProps } from "./VirtualTable";

function renderTable(props: Partial<VirtualTableProps> = {}) {
  return render(
    <VirtualTable
      label="Matches"
      rowsLabel="Match rows"
      rowCount={100_000}
      columns="4rem 1fr"
      minWidth="20rem"
      viewportHeight={300}
      header={
        <>
          <div role="columnheader">#</div>
          <div role="columnheader">Value</div>
        </>
      }
      cells={(row) => (
        <>
          <div role="cell">{row + 1}</div>
          <div role="cell">value {row}</div>
        </>
      )}
      {...props}
    />,
  );
}

describe("VirtualTable", () => {
  it("names the table and counts every row, but renders only those in view", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Matches" });
    expect(table).toHaveAttribute("aria-rowcount", "100001");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["#", "Value"]);
    const rows = within(screen.getByRole("rowgroup", { name: "Match rows" })).getAllByRole("row");
    // 300 px of 30 px rows, plus the overscan below.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute("aria-rowindex", "2");
    expect(rows[0]).toHaveTextContent("1value 0");
  });

  it("renders the rows at the scroll position", () => {
    renderTable();
    const group = screen.getByRole("rowgroup", { name: "Match rows" });
    group.scrollTop = 5_000 * VIRTUAL_ROW_HEIGHT;
    fireEvent.scroll(group);
    expect(screen.getByText("value 5000")).toBeInTheDocument();
    expect(screen.queryByText("value 0")).toBeNull();
  });

  it("grows with few rows up to its height", () => {
    renderTable({ rowCount: 3 });
    const group = screen.getByRole("rowgroup", { name: "Match rows" });
    expect(group.style.height).toBe(`${3 * VIRTUAL_ROW_HEIGHT + 2}px`);
  });

  it("marks the picked row only in a table whose rows can be picked", () => {
    const { unmount } = renderTable({ rowCount: 3, picked: 1 });
    const rows = within(screen.getByRole("rowgroup")).getAllByRole("row");
    expect(rows.map((row) => row.getAttribute("aria-selected"))).toEqual([
      "false",
      "true",
      "false",
    ]);
    unmount();
    renderTable({ rowCount: 3 });
    expect(screen.getAllByRole("row")[1]).not.toHaveAttribute("aria-selected");
  });
});
