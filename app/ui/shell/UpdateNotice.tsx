// "A new version is available": shown when a new version of the site has been installed in the
// background. The page keeps running the version it started with until the user chooses Reload.
import { useUpdateAvailable } from "~/hooks/use-update-available";

export function UpdateNotice() {
  if (!useUpdateAvailable()) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-40 flex items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
    >
      A new version is available
      <button
        type="button"
        className="rounded-md bg-blue-700 px-3 py-1 font-medium text-white hover:bg-blue-800"
        onClick={() =>
          void import("~/lib/browser/service-worker").then((m) => m.switchToNewVersion())
        }
      >
        Reload
      </button>
    </div>
  );
}
