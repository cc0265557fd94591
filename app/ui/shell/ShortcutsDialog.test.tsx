// @vitest-environment jsdom
// Tests of the Keyboard Shortcuts dialog (spec §2, §9 default shortcuts).
import { fireEvent, render, screen, within } from "@testing-library/react";
import {
  SHORTCUTS_DIALOG_HINT,
  SHORTCUTS_DIALOG_TITLE,
  ShortcutsDialog,
  shortcutsDialogDescription,
} from "./ShortcutsDialog";

describe("ShortcutsDialog", () => {
  it("renders nothing while closed", () => {
    render(<ShortcutsDialog open={false} onOpenChange={() => {}} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is titled Keyboard Shortcuts and says what it is for", () => {
    render(<ShortcutsDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Keyboard Shortcuts" });
    expect(SHORTCUTS_DIALOG_TITLE).toBe("Keyboard Shortcuts");
    expect(dialog).toHaveAccessibleDescription("Speed up your workflow with these shortcuts");
  });

  it("names the tool in its description when given one", () => {
    render(<ShortcutsDialog open onOpenChange={() => {}} toolName="JSON Formatter" />);
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(
      "Speed up your workflow with these shortcuts for JSON Formatter",
    );
    expect(shortcutsDialogDescription("X")).toBe(
      "Speed up your workflow with these shortcuts for X",
    );
  });

  it("groups the default shortcuts under their category headings", () => {
    render(<ShortcutsDialog open onOpenChange={() => {}} />);
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Input", "Output", "Actions"]);
    const output = screen.getByRole("heading", { name: "Output" }).parentElement as HTMLElement;
    expect(
      within(output)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Copy resultCtrl+C", "Download resultCtrl+S"]);
  });

  it("shows each key in a kbd element", () => {
    render(<ShortcutsDialog open onOpenChange={() => {}} />);
    const row = screen.getByText("Process/format").parentElement as HTMLElement;
    expect([...row.querySelectorAll("kbd")].map((k) => k.textContent)).toEqual(["Ctrl", "Enter"]);
  });

  it("lists custom shortcuts instead of the defaults", () => {
    render(
      <ShortcutsDialog
        open
        onOpenChange={() => {}}
        shortcuts={[{ keys: ["Ctrl", "G"], description: "Generate", category: "Actions" }]}
      />,
    );
    expect(screen.getByText("Generate")).toBeInTheDocument();
    expect(screen.queryByText("Paste content")).not.toBeInTheDocument();
  });

  it("ends with the Ctrl+K hint", () => {
    render(<ShortcutsDialog open onOpenChange={() => {}} />);
    expect(SHORTCUTS_DIALOG_HINT).toBe("Press Ctrl+K anytime to open this dialog");
    expect(screen.getByText(SHORTCUTS_DIALOG_HINT)).toBeInTheDocument();
  });

  it("asks to close from its Close button", () => {
    const onOpenChange = vi.fn();
    render(<ShortcutsDialog open onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
