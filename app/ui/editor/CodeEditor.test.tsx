// @vitest-environment jsdom
// When the lazy CodeMirror replaces the textarea: on the user's reach, on a large value, and ahead
// of a large value that is on its way (so the first mount is not in the task that shows it).
import { render, screen, waitFor } from "@testing-library/react";
import { CodeEditor } from "./CodeEditor";

const editorIn = (container: HTMLElement) => container.querySelector(".cm-editor");

describe("CodeEditor", () => {
  it("mounts CodeMirror before a large value arrives when one is expected", async () => {
    const { container } = render(<CodeEditor value="" label="Output" readOnly expectsLargeValue />);
    await waitFor(() => expect(editorIn(container)).not.toBeNull());
    expect(screen.queryByRole("textbox", { name: "Output" })?.tagName).not.toBe("TEXTAREA");
  });

  it("stays a textarea for a small value nobody has reached for", async () => {
    const { container, rerender } = render(<CodeEditor value="" label="Output" readOnly />);
    // The mount above proves CodeMirror loads within this time; here nothing asks for it.
    rerender(<CodeEditor value="{}" label="Output" readOnly />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(editorIn(container)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Output" }).tagName).toBe("TEXTAREA");
  });
});
