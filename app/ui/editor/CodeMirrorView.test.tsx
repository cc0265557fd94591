// @vitest-environment jsdom
import { EditorView } from "@codemirror/view";
import { render } from "@testing-library/react";
import { LONG_LINE_CHARS } from "~/lib/text/long-line-preview";
import CodeMirrorView from "./CodeMirrorView";

const content = (container: HTMLElement) => container.querySelector(".cm-content")!;
const longLine = "x".repeat(LONG_LINE_CHARS + 1);

describe("CodeMirrorView line wrapping", () => {
  it("wraps text whose lines are all of ordinary length", () => {
    const { container } = render(<CodeMirrorView value={"short\n".repeat(5_000)} label="Input" />);
    expect(content(container)).toHaveClass("cm-lineWrapping");
  });

  it("does not wrap a text with a line too long to lay out at once", () => {
    const { container } = render(
      <CodeMirrorView value={`short\n${longLine}\nshort`} label="Input" />,
    );
    expect(content(container)).not.toHaveClass("cm-lineWrapping");
  });

  it("switches as a new value brings or removes such a line", () => {
    const { container, rerender } = render(
      <CodeMirrorView value="short" label="Output" readOnly />,
    );
    rerender(<CodeMirrorView value={longLine} label="Output" readOnly />);
    expect(content(container)).not.toHaveClass("cm-lineWrapping");
    rerender(<CodeMirrorView value="short again" label="Output" readOnly />);
    expect(content(container)).toHaveClass("cm-lineWrapping");
  });

  it("shows the value it is given and reports edits, not values given", () => {
    const onChange = vi.fn();
    const { container, rerender } = render(
      <CodeMirrorView value="first" label="Input" onChange={onChange} />,
    );
    rerender(<CodeMirrorView value={longLine} label="Input" onChange={onChange} />);
    rerender(<CodeMirrorView value="second" label="Input" onChange={onChange} />);
    expect(content(container).textContent).toBe("second");
    // Values set from outside are not echoed back as edits.
    expect(onChange).not.toHaveBeenCalled();
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>(".cm-editor")!)!;
    view.dispatch({ changes: { from: 6, insert: "!" }, userEvent: "input.type" });
    expect(onChange).toHaveBeenCalledWith("second!");
  });
});
