// @vitest-environment jsdom
// The shared dialog frame (used by the Keyboard Shortcuts and AI settings dialogs): named and
// described by its title and description, closed by its × button, by Esc and by a form's own Close,
// and focus moves into it on open.
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { DialogClose, DialogFrame } from "./DialogFrame";

function Opener({ closeButton }: { closeButton?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title="A title"
        description="What it is for"
        panelClassName="max-w-md"
        closeButton={closeButton}
      >
        <DialogClose>Cancel</DialogClose>
      </DialogFrame>
    </>
  );
}

const open = () => fireEvent.click(screen.getByRole("button", { name: "Open" }));

it("is a dialog named by its title and described by its description", () => {
  render(<Opener />);
  open();
  const dialog = screen.getByRole("dialog", { name: "A title" });
  expect(dialog).toHaveAccessibleDescription("What it is for");
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

it("closes with its × button, with Esc and with a Close inside it", () => {
  render(<Opener />);
  for (const close of [
    () => fireEvent.click(screen.getByRole("button", { name: "Close" })),
    () => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" }),
    () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })),
  ]) {
    open();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    close();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  }
});

it("leaves the × button out when asked (a dialog with its own Cancel)", () => {
  render(<Opener closeButton={false} />);
  open();
  expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
});

it("keeps the Esc that closes it from the page (a tool's Esc clears its input)", () => {
  const pageEscapes: string[] = [];
  const onKeyDown = (event: KeyboardEvent) => pageEscapes.push(event.key);
  window.addEventListener("keydown", onKeyDown);
  try {
    render(<Opener />);
    open();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(pageEscapes).toEqual([]);
  } finally {
    window.removeEventListener("keydown", onKeyDown);
  }
});
