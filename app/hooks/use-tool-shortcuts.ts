// The spec's default shortcuts on a tool page (§9): Ctrl+Enter runs the primary action, Esc clears
// the input, Ctrl+S downloads the result, Ctrl+C copies the result when no text is selected.
import { useEffect, useLayoutEffect, useRef } from "react";

export interface ToolShortcutHandlers {
  onRun?: () => void;
  onClear?: () => void;
  onDownload?: () => void;
  onCopy?: () => void;
}

/** True when the user has selected text somewhere (then Ctrl+C keeps its usual meaning). */
function hasTextSelection(): boolean {
  const active = document.activeElement;
  if (
    active instanceof HTMLTextAreaElement ||
    (active instanceof HTMLInputElement && active.type === "text")
  ) {
    if ((active.selectionEnd ?? 0) > (active.selectionStart ?? 0)) return true;
  }
  const selection = window.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString().length > 0;
}

/** Which handler a key press asks for, or null. Exported for unit tests. */
export function shortcutFor(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
  textSelected: boolean,
): keyof ToolShortcutHandlers | null {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  if (mod && event.key === "Enter") return "onRun";
  if (!mod && !event.shiftKey && event.key === "Escape") return "onClear";
  if (mod && !event.shiftKey && event.key.toLowerCase() === "s") return "onDownload";
  if (mod && !event.shiftKey && event.key.toLowerCase() === "c" && !textSelected) return "onCopy";
  return null;
}

export function useToolShortcuts(handlers: ToolShortcutHandlers): void {
  // The latest handlers are read at key time, so callers need not memoise them.
  const latest = useRef(handlers);
  // A layout effect updates them at commit; a plain effect waits for the next frame, so a key
  // pressed right after a change (type, then Ctrl+S) ran the previous render's handler.
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // An open dialog (shortcuts, Radix) owns Escape and the keyboard.
      if (document.querySelector("[role=dialog][data-state=open]")) return;
      const name = shortcutFor(event, hasTextSelection());
      const handler = name ? latest.current[name] : undefined;
      if (!name || !handler) return;
      event.preventDefault();
      handler();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
