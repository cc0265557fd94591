// @vitest-environment jsdom
// Tests of the parts view: each edit hands back the rebuilt URL.
import { fireEvent, render, screen } from "@testing-library/react";
import { UrlPartsView } from "./UrlPartsView";
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
});
