// @vitest-environment jsdom
// Tests of the floating shortcuts button and its hint (spec §2, §4 "Shortcuts hint", §9).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SHORTCUTS_HINT_DELAY_MS, SHORTCUTS_STORAGE_KEY } from "~/lib/page/shortcuts";
import { SHORTCUTS_BUTTON_NAME, ShortcutsLauncher } from "./ShortcutsLauncher";
import { ShortcutsDialog } from "./ShortcutsDialog";

// While the modal dialog is open, Radix hides the rest of the page from assistive technology.
const launcher = (options: { hidden?: boolean } = {}) =>
  screen.getByRole("button", { name: SHORTCUTS_BUTTON_NAME, ...options });
const tip = () => screen.queryByRole("note");

describe("ShortcutsLauncher", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows a Ctrl+K button named for assistive technology", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    expect(launcher()).toHaveTextContent("Ctrl+K");
    expect(launcher()).toHaveClass("fixed", "right-4", "bottom-4");
  });

  it("shows the pulsing hint and Pro tip 3000 ms after mount, not before", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    act(() => vi.advanceTimersByTime(SHORTCUTS_HINT_DELAY_MS - 1));
    expect(tip()).not.toBeInTheDocument();
    expect(launcher()).not.toHaveClass("animate-hint-pulse");
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).toHaveTextContent(/Pro tip: press Ctrl\+K/);
    expect(launcher()).toHaveClass("animate-hint-pulse");
  });

  it("shows no hint when the storage flag is set", () => {
    localStorage.setItem(SHORTCUTS_STORAGE_KEY, "true");
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    act(() => vi.advanceTimersByTime(SHORTCUTS_HINT_DELAY_MS));
    expect(tip()).not.toBeInTheDocument();
    expect(launcher()).not.toHaveClass("animate-hint-pulse");
  });

  it("opens the dialog, hides the hint and sets the flag when clicked", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} toolName="JSON Formatter" />);
    act(() => vi.advanceTimersByTime(SHORTCUTS_HINT_DELAY_MS));
    fireEvent.click(launcher());
    expect(screen.getByRole("dialog", { name: "Keyboard Shortcuts" })).toHaveAccessibleDescription(
      "Speed up your workflow with these shortcuts for JSON Formatter",
    );
    expect(tip()).not.toBeInTheDocument();
    expect(localStorage.getItem(SHORTCUTS_STORAGE_KEY)).toBe("true");
  });

  it("closes the Pro tip bubble with its X", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    act(() => vi.advanceTimersByTime(SHORTCUTS_HINT_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Close tip" }));
    expect(tip()).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the dialog on Ctrl+K and prevents the browser's default", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    const event = new KeyboardEvent("keydown", { key: "k", ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole("dialog", { name: "Keyboard Shortcuts" })).toBeInTheDocument();
  });

  it("opens the dialog on Cmd+K", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    fireEvent.keyDown(window, { key: "K", metaKey: true });
    expect(screen.getByRole("dialog", { name: "Keyboard Shortcuts" })).toBeInTheDocument();
  });

  it("ignores K without a modifier", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    fireEvent.keyDown(window, { key: "k" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("never shows the hint after the dialog was opened by Ctrl+K, and sets the flag", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    act(() => vi.advanceTimersByTime(SHORTCUTS_HINT_DELAY_MS));
    expect(tip()).not.toBeInTheDocument();
    expect(localStorage.getItem(SHORTCUTS_STORAGE_KEY)).toBe("true");
  });

  it("hides the hint when Ctrl+K opens the dialog after the hint appeared", () => {
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    act(() => vi.advanceTimersByTime(SHORTCUTS_HINT_DELAY_MS));
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    expect(tip()).not.toBeInTheDocument();
    expect(launcher({ hidden: true })).not.toHaveClass("animate-hint-pulse");
  });

  it("still works when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    act(() => vi.advanceTimersByTime(SHORTCUTS_HINT_DELAY_MS));
    expect(tip()).toBeInTheDocument();
    fireEvent.click(launcher());
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("clears its timer and key listener on unmount", () => {
    const remove = vi.spyOn(window, "removeEventListener");
    const { unmount } = render(<ShortcutsLauncher dialog={ShortcutsDialog} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith("keydown", expect.any(Function));
  });
});

describe("ShortcutsLauncher's default dialog", () => {
  it("is loaded on first open and then shows", async () => {
    vi.useRealTimers();
    render(<ShortcutsLauncher toolName="JSON Formatter" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: SHORTCUTS_BUTTON_NAME }));
    expect(await screen.findByRole("dialog", { name: "Keyboard Shortcuts" })).toBeInTheDocument();
  });
});
