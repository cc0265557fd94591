// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { CopyDownloadButtons, OutputHeader } from "./OutputHeader";

describe("OutputHeader", () => {
  it("titles the result and wires Copy and Download", () => {
    const onCopy = vi.fn();
    const onDownload = vi.fn();
    render(<OutputHeader title="All results" onCopy={onCopy} onDownload={onDownload} />);
    expect(screen.getByRole("heading", { level: 2, name: "All results" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it("turns both buttons off while there is nothing to copy", () => {
    render(<OutputHeader title="Conversions" disabled onCopy={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Copy" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download" })).toBeDisabled();
  });

  it("names what the buttons act on when asked", () => {
    render(<CopyDownloadButtons noun="comparison" onCopy={vi.fn()} onDownload={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Copy comparison" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Download comparison" })).toBeEnabled();
  });
});
