// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { InputPanel } from "./InputPanel";
import { OutputPanel } from "./OutputPanel";

function ControlledInput({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <InputPanel value={value} onChange={setValue} />;
}

describe("InputPanel", () => {
  it("is labelled Input and editable before the editor library loads", () => {
    render(<ControlledInput />);
    const input = screen.getByLabelText("Input");
    fireEvent.change(input, { target: { value: "abc" } });
    expect(screen.getByLabelText("Input")).toHaveValue("abc");
  });

  it("loads a chosen file into the input and names it", async () => {
    render(<ControlledInput />);
    const file = new File(['{"a":1}'], "data.json", { type: "application/json" });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Open file as input"), { target: { files: [file] } });
    });
    expect(screen.getByLabelText("Input")).toHaveValue('{"a":1}');
    expect(screen.getByText(/data\.json/)).toBeInTheDocument();
  });

  it("loads a file dropped on the panel", async () => {
    render(<ControlledInput />);
    const file = new File(["dropped text"], "notes.txt", { type: "text/plain" });
    await act(async () => {
      fireEvent.drop(screen.getByRole("region", { name: "Input panel" }), {
        dataTransfer: { files: [file] },
      });
    });
    expect(screen.getByLabelText("Input")).toHaveValue("dropped text");
  });

  it("Clear empties the input", () => {
    render(<ControlledInput initial="something" />);
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByLabelText("Input")).toHaveValue("");
  });
});

describe("OutputPanel", () => {
  it("is labelled Output, read-only, with Copy and Download disabled while empty", () => {
    render(<OutputPanel value="" fileName="out.txt" />);
    expect(screen.getByLabelText("Output")).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Copy" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download" })).toBeDisabled();
  });

  it("copies the result to the clipboard", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<OutputPanel value="result" fileName="out.txt" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(writeText).toHaveBeenCalledWith("result");
  });

  it("downloads the result under the given file name", () => {
    const createObjectURL = vi.fn(() => "blob:x");
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render(<OutputPanel value="result" fileName="out.txt" />);
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(clicked).toEqual(["out.txt"]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
