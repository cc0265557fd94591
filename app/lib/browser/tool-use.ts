// Which tool the user is using, for "Recent" (tool-lists.ts): a tool counts as used when it changes
// a field or finishes a run after the user has acted on its page. Only tool pages need this.
import { noteToolUsed } from "./tool-lists";

/** The tool page shown now, and whether the user has done anything on it since it opened. */
let watched: { path: string; interacted: boolean } | null = null;
const USER_ACTIONS = ["keydown", "pointerdown", "paste", "drop"] as const;

/**
 * Watches the tool page at `path` for the user's own actions; returns the end of the watch. Until
 * the user acts, what the page does by itself (restoring saved input, a sample, a shared link) does
 * not count as using the tool.
 */
export function watchToolUse(path: string): () => void {
  const current = { path, interacted: false };
  watched = current;
  const onAction = () => {
    current.interacted = true;
  };
  const options = { capture: true, passive: true } as const;
  for (const type of USER_ACTIONS) window.addEventListener(type, onAction, options);
  return () => {
    for (const type of USER_ACTIONS) window.removeEventListener(type, onAction, options);
    if (watched === current) watched = null;
  };
}

/** The tool changed a field or finished a run: if the user has acted on its page, it was used. */
export function noteToolActivity(): void {
  if (watched?.interacted) noteToolUsed(watched.path);
}

/** Whether the user has acted on the tool page shown now (typed, clicked, pasted, dropped). */
export function userHasActed(): boolean {
  return watched?.interacted === true;
}
