// "Don't remember my input", at the foot of the sidebar below Offline: inputs of
// code tools may hold credentials, so a user can keep everything typed out of this browser. Every
// page carries this, so it only reads the setting; the code that applies a change (and removes
// stored input) is fetched when the box is clicked (app/hooks/persistent-state.ts).
import { useState, useSyncExternalStore } from "react";
import { remembersInput, subscribeRemembersInput } from "~/lib/browser/remember-input";
import { toast } from "~/lib/page/toast-store";

export const DONT_REMEMBER_LABEL = "Don't remember my input";
export const NOT_REMEMBERED_TEXT =
  "Nothing you type is remembered in this browser; on/off options and numbers still are.";

export const LOAD_FAILED_MESSAGE =
  "The setting could not be changed: part of the site did not load. Reload the page and try again.";

export function RememberInputSetting() {
  const stored = useSyncExternalStore(subscribeRemembersInput, remembersInput, () => true);
  // The box follows the click at once, while the code that applies it loads.
  const [pending, setPending] = useState<boolean | null>(null);
  const remember = pending ?? stored;

  async function change(next: boolean) {
    setPending(next);
    try {
      const { applyRemembersInput } = await import("~/hooks/persistent-state");
      applyRemembersInput(next);
    } catch {
      toast({ title: LOAD_FAILED_MESSAGE, variant: "error" });
    } finally {
      setPending(null);
    }
  }

  return (
    <section
      aria-label="Your input"
      className="mt-4 border-t border-slate-200 px-2 pt-3 text-sm dark:border-slate-800"
    >
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={!remember}
          onChange={(event) => void change(!event.target.checked)}
          className="size-4 accent-blue-600"
        />
        {DONT_REMEMBER_LABEL}
      </label>
      <p role="status" className="mt-1 text-slate-700 dark:text-slate-300">
        {remember ? "" : NOT_REMEMBERED_TEXT}
      </p>
    </section>
  );
}
