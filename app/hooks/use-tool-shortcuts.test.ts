import { shortcutFor } from "./use-tool-shortcuts";

const key = (
  k: string,
  mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("tool page shortcuts (spec §9 defaults)", () => {
  it("Ctrl+Enter and Cmd+Enter run the primary action", () => {
    expect(shortcutFor(key("Enter", { ctrlKey: true }), false)).toBe("onRun");
    expect(shortcutFor(key("Enter", { metaKey: true }), false)).toBe("onRun");
  });

  it("Esc clears the input", () => {
    expect(shortcutFor(key("Escape"), false)).toBe("onClear");
  });

  it("Ctrl+S downloads the result, in either letter case", () => {
    expect(shortcutFor(key("s", { ctrlKey: true }), false)).toBe("onDownload");
    expect(shortcutFor(key("S", { ctrlKey: true }), false)).toBe("onDownload");
  });

  it("Ctrl+C copies the result only when no text is selected", () => {
    expect(shortcutFor(key("c", { ctrlKey: true }), false)).toBe("onCopy");
    expect(shortcutFor(key("c", { ctrlKey: true }), true)).toBeNull();
  });

  it("leaves plain typing, Enter and Alt combinations alone", () => {
    expect(shortcutFor(key("Enter"), false)).toBeNull();
    expect(shortcutFor(key("s"), false)).toBeNull();
    expect(shortcutFor(key("Enter", { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(shortcutFor(key("s", { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });
});
