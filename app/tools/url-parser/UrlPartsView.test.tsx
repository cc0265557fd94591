// @vitest-environment jsdom
// Tests of the parts view: each edit hands back the rebuilt URL.
import { fireEvent, render, screen } from "@testing-library/react";
import { EDITABLE_QUERY_LIMIT, TABLE_ROW_LIMIT, UrlPartsView } from "./UrlPartsView";
import { parseUrl } from "./url-parser";

function renderParts(href: string) {
  const onChange = vi.fn();
  render(<UrlPartsView parts={parseUrl({ input: href, base: "" })} onChange={onChange} />);
  return onChange;
}

describe("UrlPartsView", () => {
  it("shows the parts, the Unicode host and the default port", () => {
    renderParts("https://xn--fa-hia.de/a?x=1");
    expect(screen.getByLabelText("Hostname")).toHaveValue("xn--fa-hia.de");
    expect(screen.getByLabelText("Hostname (Unicode)")).toHaveValue("faß.de");
    expect(screen.getByLabelText("Port")).toHaveAttribute("placeholder", "443 (default)");
    expect(screen.getByText("Default port for https: 443")).toBeInTheDocument();
    expect(screen.getByLabelText("Origin")).toHaveAttribute("readonly");
  });

  it("rebuilds the URL when a query value changes", () => {
    const onChange = renderParts("https://example.com/?x=1&x=2#f");
    fireEvent.change(screen.getByLabelText("Query value 2"), { target: { value: "a b" } });
    expect(onChange).toHaveBeenCalledWith("https://example.com/?x=1&x=a+b#f");
  });

  it("rebuilds the URL when a part changes, and keeps a refused value in the field", () => {
    const onChange = renderParts("https://example.com/");
    const port = screen.getByLabelText("Port");
    fireEvent.change(port, { target: { value: "99999" } });
    expect(onChange).toHaveBeenCalledWith("https://example.com/");
    expect(port).toHaveValue("99999");
    fireEvent.change(screen.getByLabelText("Hostname (Unicode)"), {
      target: { value: "bücher.de" },
    });
    expect(onChange).toHaveBeenLastCalledWith("https://xn--bcher-kva.de/");
  });

  it("adds a query parameter", () => {
    const onChange = renderParts("https://example.com/?x=1");
    fireEvent.click(screen.getByRole("button", { name: "Add parameter" }));
    expect(onChange).toHaveBeenCalledWith("https://example.com/?x=1&=");
  });

  it("does not draw a field per parameter past the editor's limit, nor a row past the table's", () => {
    const count = TABLE_ROW_LIMIT + 5;
    const query = Array.from({ length: count }, (_, i) => `k${i}=v`).join("&");
    const path = Array.from({ length: count }, (_, i) => `s${i}`).join("/");
    renderParts(`https://example.com/${path}?${query}`);
    expect(screen.queryByLabelText("Query value 1")).toBeNull();
    expect(screen.getByText(/too many to edit/)).toHaveTextContent(
      `This URL has 1,005 query parameters: too many to edit one by one here (the editor takes up to ${EDITABLE_QUERY_LIMIT}).`,
    );
    const table = screen.getByRole("table", { name: "Query parameters (raw and decoded)" });
    expect(table.querySelectorAll("tbody tr")).toHaveLength(TABLE_ROW_LIMIT);
    expect(
      screen.getByText("Showing the first 1,000 of 1,005 query parameters."),
    ).toBeInTheDocument();
    expect(screen.getByText("Showing the first 1,000 of 1,005 path segments.")).toBeInTheDocument();
  });

  it("keeps the editor up to its limit", () => {
    const query = Array.from({ length: EDITABLE_QUERY_LIMIT }, (_, i) => `k${i}=v`).join("&");
    renderParts(`https://example.com/?${query}`);
    expect(screen.getByLabelText(`Query value ${EDITABLE_QUERY_LIMIT}`)).toHaveValue("v");
  });
});
