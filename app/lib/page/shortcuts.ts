// Keyboard shortcuts listed in the Shortcuts dialog, and the Ctrl/Cmd+K key test.
// Implements spec §3 "Shortcut entry", §4 "Shortcuts hint" and the §9 defaults.

export interface Shortcut {
  keys: string[];
  description: string;
  category: string;
}

/** Spec §9 default shortcuts, in the spec's order. */
export const DEFAULT_SHORTCUTS: Shortcut[] = [
  { keys: ["Ctrl", "V"], description: "Paste content", category: "Input" },
  { keys: ["Ctrl", "A"], description: "Select all", category: "Input" },
  { keys: ["Ctrl", "C"], description: "Copy result", category: "Output" },
  { keys: ["Ctrl", "Enter"], description: "Process/format", category: "Actions" },
  { keys: ["Esc"], description: "Clear input", category: "Actions" },
  { keys: ["Ctrl", "S"], description: "Download result", category: "Output" },
];

/** Browser storage flag set once the user has opened the shortcuts dialog (spec §4, §9). */
export const SHORTCUTS_STORAGE_KEY = "hasSeenShortcuts";
export const SHORTCUTS_HINT_DELAY_MS = 3000;

/** Ctrl+K, or Cmd+K on macOS, whatever the case of the letter (Caps Lock, Shift). */
export function isShortcutsKey(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">): boolean {
  return (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k";
}

/** Shortcuts grouped by category, categories in order of first appearance. */
export function groupShortcuts(
  shortcuts: Shortcut[],
): Array<{ category: string; items: Shortcut[] }> {
  const groups = new Map<string, Shortcut[]>();
  for (const shortcut of shortcuts) {
    const items = groups.get(shortcut.category) ?? [];
    items.push(shortcut);
    groups.set(shortcut.category, items);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}
