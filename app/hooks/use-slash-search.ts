// "/" focuses tool search from anywhere (ARCHITECTURE.md keyboard contract), unless the user is typing.
import { useEffect } from "react";

/** The page's own search box (home, not-found) wins over the header's. */
export function findSearchBox(doc: Document): HTMLInputElement | null {
  return (
    doc.querySelector<HTMLInputElement>("input[data-primary-search]") ??
    doc.querySelector<HTMLInputElement>("input[data-header-search]")
  );
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function useSlashFocusesSearch(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const box = findSearchBox(document);
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.select();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
