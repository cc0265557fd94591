// Keyboard shortcuts of common editors: VS Code (Windows/Linux keys, macOS in the description),
// Vim and nano, each in the notation the editor itself uses.
import type { Cheatsheet } from "../cheatsheet-types";

export const editorsSheet: Cheatsheet = {
  id: "editors",
  title: "Editor keyboard shortcuts",
  summary:
    "Shortcuts of VS Code (Windows and Linux keys; on macOS use Cmd for Ctrl unless noted), Vim and nano.",
  sections: [
    {
      title: "VS Code: general and files",
      entries: [
        {
          code: "Ctrl+Shift+P",
          description: "Command palette: run any command by name (macOS: Cmd+Shift+P)",
        },
        { code: "Ctrl+P", description: "Quick open a file by name (macOS: Cmd+P)" },
        { code: "Ctrl+,", description: "Open settings (macOS: Cmd+,)" },
        { code: "Ctrl+`", description: "Show or hide the integrated terminal (macOS: Ctrl+`)" },
        { code: "Ctrl+B", description: "Show or hide the side bar (macOS: Cmd+B)" },
        { code: "Ctrl+Shift+E", description: "Focus the Explorer (macOS: Cmd+Shift+E)" },
        { code: "Ctrl+Shift+F", description: "Search across files (macOS: Cmd+Shift+F)" },
        { code: "Ctrl+Tab", description: "Switch between open editors" },
        { code: "Ctrl+\\", description: "Split the editor (macOS: Cmd+\\)" },
        { code: "Ctrl+K Z", description: "Zen mode (macOS: Cmd+K Z)" },
      ],
    },
    {
      title: "VS Code: editing",
      entries: [
        {
          code: "Ctrl+D",
          description:
            "Select the next occurrence of the selection, adding a cursor (macOS: Cmd+D)",
        },
        {
          code: "Ctrl+Shift+L",
          description: "Select all occurrences of the selection (macOS: Cmd+Shift+L)",
        },
        { code: "Alt+Click", description: "Add a cursor where you click (macOS: Option+Click)" },
        {
          code: "Ctrl+Alt+Down",
          description:
            "Add a cursor on the line below (macOS: Option+Cmd+Down; Linux: Shift+Alt+Down)",
        },
        {
          code: "Alt+Up / Alt+Down",
          description: "Move the line up or down (macOS: Option+Up/Down)",
        },
        { code: "Shift+Alt+Down", description: "Copy the line down (macOS: Shift+Option+Down)" },
        { code: "Ctrl+Shift+K", description: "Delete the line (macOS: Cmd+Shift+K)" },
        { code: "Ctrl+/", description: "Toggle line comment (macOS: Cmd+/)" },
        {
          code: "Shift+Alt+F",
          description: "Format the document (macOS: Shift+Option+F; Linux: Ctrl+Shift+I)",
        },
        { code: "Ctrl+H", description: "Find and replace in the file (macOS: Cmd+Option+F)" },
        { code: "F2", description: "Rename a symbol everywhere" },
        { code: "F12", description: "Go to definition" },
        { code: "Shift+F12", description: "Show references" },
        { code: "Ctrl+G", description: "Go to line (macOS: Ctrl+G)" },
        { code: "Ctrl+Shift+O", description: "Go to a symbol in the file (macOS: Cmd+Shift+O)" },
        { code: "Ctrl+Space", description: "Trigger suggestions" },
        { code: "Ctrl+.", description: "Quick fix (macOS: Cmd+.)" },
      ],
    },
    {
      title: "Vim",
      entries: [
        {
          code: "i / a",
          description: "Insert before / after the cursor (Esc returns to normal mode)",
        },
        { code: "o / O", description: "Open a new line below / above and insert" },
        { code: "h j k l", description: "Left, down, up, right" },
        { code: "w / b / e", description: "Next word start / previous word start / word end" },
        { code: "0 / ^ / $", description: "Line start / first non-blank / line end" },
        { code: "gg / G", description: "First line / last line (42G: line 42)" },
        { code: "dd", description: "Delete (cut) the line" },
        { code: "yy", description: "Yank (copy) the line" },
        { code: "p / P", description: "Paste after / before the cursor" },
        { code: "ciw", description: "Change the word under the cursor" },
        { code: "u / Ctrl+r", description: "Undo / redo" },
        { code: ".", description: "Repeat the last change" },
        { code: "v / V / Ctrl+v", description: "Visual mode: characters / lines / block" },
        { code: "/pattern", description: "Search forward (n: next match, N: previous)" },
        {
          code: ":%s/old/new/g",
          description: "Replace every old with new in the file (add c to confirm each)",
        },
        { code: ":w", description: "Write (save) the file" },
        { code: ":q!", description: "Quit without saving" },
        { code: ":wq", description: "Save and quit (or ZZ)" },
      ],
    },
    {
      title: "nano",
      entries: [
        { code: "^O", description: "Write out (save) the file; ^ means Ctrl" },
        { code: "^X", description: "Exit (asks to save changes)" },
        { code: "^W", description: "Search (where is)" },
        { code: "^\\", description: "Search and replace" },
        { code: "^K", description: "Cut the line" },
        { code: "^U", description: "Paste (uncut) the cut text" },
        { code: "^_", description: "Go to a line and column" },
        { code: "M-U", description: "Undo; M- means Alt" },
        { code: "M-E", description: "Redo" },
        { code: "^G", description: "Help" },
      ],
    },
  ],
};
