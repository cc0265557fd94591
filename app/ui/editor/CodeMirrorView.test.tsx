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

describe("CodeMirrorView large paste", () => {
  // The test waits for the file, and CodeMirror measures its selection in the frames meanwhile:
  // jsdom's Range has no geometry at all.
  beforeAll(() => {
    const range = Range.prototype as Partial<Range>;
    if (typeof range.getClientRects !== "function")
      Object.assign(Range.prototype, {
        getClientRects: () => [],
        getBoundingClientRect: () => new DOMRect(),
      });
  });
  /** A paste event as a browser sends it (jsdom has no DataTransfer). */
  function paste(target: Element, text: string) {
    const event = new Event("paste", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "clipboardData", { value: { getData: () => text } });
    target.dispatchEvent(event);
    return event;
  }
  const bigText = "word ".repeat(500_000); // 2.5 MB

  it("hands a paste too large for the editor over as a file of the text it would make", async () => {
    const onChange = vi.fn();
    const onLargePaste = vi.fn();
    const { container } = render(
      <CodeMirrorView
        value="before after"
        label="Input"
        onChange={onChange}
        onLargePaste={onLargePaste}
      />,
    );
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>(".cm-editor")!)!;
    view.dispatch({ selection: { anchor: 7 } });
    const event = paste(content(container), bigText);
    expect(event.defaultPrevented).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(view.state.doc.toString()).toBe("before after");
    // The file is made a slice per task after the paste event, so it arrives a moment later.
    await vi.waitFor(() => expect(onLargePaste).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const file: File = onLargePaste.mock.calls[0][0];
    expect(await file.text()).toBe(`before ${bigText}after`);
  });

  it("takes a small paste in itself, and a large one when the tool keeps no files", () => {
    const onLargePaste = vi.fn();
    const { container } = render(
      <CodeMirrorView value="" label="Input" onLargePaste={onLargePaste} />,
    );
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>(".cm-editor")!)!;
    paste(content(container), "small");
    expect(view.state.doc.toString()).toBe("small");
    expect(onLargePaste).not.toHaveBeenCalled();
    const plain = render(<CodeMirrorView value="" label="Other" />).container;
    const plainView = EditorView.findFromDOM(plain.querySelector<HTMLElement>(".cm-editor")!)!;
    paste(content(plain), bigText);
    expect(plainView.state.doc.length).toBe(bigText.length);
  });
});

describe("CodeMirrorView text inserted by the browser", () => {
  /** What a browser sends before it inserts text that was not typed key by key. */
  function beforeInput(target: Element, data: string) {
    const event = new InputEvent("beforeinput", {
      inputType: "insertText",
      data,
      bubbles: true,
      cancelable: true,
    });
    target.dispatchEvent(event);
    return event;
  }
  const lines = Array.from({ length: 1_500 }, (_, i) => `Line ${i}: some words`).join("\n");

  it("puts text with line breaks in as one edit at the cursor, the browser left out", () => {
    const onChange = vi.fn();
    const { container } = render(
      <CodeMirrorView value="before after" label="Input" onChange={onChange} />,
    );
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>(".cm-editor")!)!;
    view.dispatch({ selection: { anchor: 7 } });
    const event = beforeInput(content(container), lines);
    expect(event.defaultPrevented).toBe(true);
    expect(view.state.doc.toString()).toBe(`before ${lines}after`);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(`before ${lines}after`);
  });

  it("replaces what the page's selection holds, newer than the editor's (select all, then insert)", () => {
    const onChange = vi.fn();
    const { container } = render(
      <CodeMirrorView value={"old\ntext"} label="Input" onChange={onChange} />,
    );
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>(".cm-editor")!)!;
    view.dispatch({ selection: { anchor: 3 } });
    const all = document.createRange();
    all.selectNodeContents(content(container));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(all);
    beforeInput(content(container), lines);
    expect(view.state.doc.toString()).toBe(lines);
    expect(onChange).toHaveBeenLastCalledWith(lines);
  });

  it("leaves a typed character to the browser, and a read-only editor alone", () => {
    const { container } = render(<CodeMirrorView value="" label="Input" />);
    expect(beforeInput(content(container), "a").defaultPrevented).toBe(false);
    const readOnly = render(<CodeMirrorView value="fixed" label="Output" readOnly />).container;
    const view = EditorView.findFromDOM(readOnly.querySelector<HTMLElement>(".cm-editor")!)!;
    beforeInput(content(readOnly), lines);
    expect(view.state.doc.toString()).toBe("fixed");
  });

  it("hands text too large for the editor over as a file, as a paste is", async () => {
    const onLargePaste = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      <CodeMirrorView value="" label="Input" onChange={onChange} onLargePaste={onLargePaste} />,
    );
    const big = `${lines}\n`.repeat(80); // 2.8 MB
    expect(beforeInput(content(container), big).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(onLargePaste).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(await (onLargePaste.mock.calls[0][0] as File).text()).toBe(big);
    expect(onChange).not.toHaveBeenCalled();
  });
});
