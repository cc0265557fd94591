// Tests of the shortcut list and the Ctrl/Cmd+K test (spec §4, §9).
import {
  DEFAULT_SHORTCUTS,
  SHORTCUTS_HINT_DELAY_MS,
  SHORTCUTS_STORAGE_KEY,
  groupShortcuts,
  isShortcutsKey,
} from "./shortcuts";

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key: k,
  ctrlKey: mods.ctrlKey ?? false,
  metaKey: mods.metaKey ?? false,
});

describe("shortcuts constants", () => {
  it("list the spec §9 default shortcuts", () => {
    expect(DEFAULT_SHORTCUTS).toEqual([
      { keys: ["Ctrl", "V"], description: "Paste content", category: "Input" },
      { keys: ["Ctrl", "A"], description: "Select all", category: "Input" },
      { keys: ["Ctrl", "C"], description: "Copy result", category: "Output" },
      { keys: ["Ctrl", "Enter"], description: "Process/format", category: "Actions" },
      { keys: ["Esc"], description: "Clear input", category: "Actions" },
      { keys: ["Ctrl", "S"], description: "Download result", category: "Output" },
    ]);
  });

  it("use the spec's storage key and hint delay", () => {
    expect(SHORTCUTS_STORAGE_KEY).toBe("hasSeenShortcuts");
    expect(SHORTCUTS_HINT_DELAY_MS).toBe(3000);
  });
});

describe("isShortcutsKey", () => {
  it("accepts Ctrl+K and Cmd+K in either case", () => {
    expect(isShortcutsKey(key("k", { ctrlKey: true }))).toBe(true);
    expect(isShortcutsKey(key("K", { ctrlKey: true }))).toBe(true);
    expect(isShortcutsKey(key("k", { metaKey: true }))).toBe(true);
  });

  it("rejects K without a modifier and other keys with one", () => {
    expect(isShortcutsKey(key("k"))).toBe(false);
    expect(isShortcutsKey(key("j", { ctrlKey: true }))).toBe(false);
  });
});

describe("groupShortcuts", () => {
  it("groups by category in order of first appearance", () => {
    const groups = groupShortcuts(DEFAULT_SHORTCUTS);
    expect(groups.map((g) => g.category)).toEqual(["Input", "Output", "Actions"]);
    expect(groups[1].items.map((s) => s.description)).toEqual(["Copy result", "Download result"]);
  });
});
