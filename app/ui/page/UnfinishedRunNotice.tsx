// When the last visit left this page's run unfinished (it froze, or the tab was closed mid-run),
// the restored input waits here for the user instead of running by itself, so an input that
// freezes the page cannot do it again on every load. And when the input is too large to be saved,
// the page says it will not come back after a reload.
import { UNFINISHED_RUN_MESSAGE } from "~/lib/workers/run-guard";
import { useRunGuard } from "~/hooks/use-run-guard";
import { INPUT_NOT_KEPT_MESSAGE, useInputNotKept } from "~/hooks/persistent-state";

export function UnfinishedRunNotice({ path }: { path: string }) {
  const { guard, held } = useRunGuard(path);
  if (!guard || !held) return null;
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>{UNFINISHED_RUN_MESSAGE}</p>
      <button
        type="button"
        onClick={guard.release}
        className="rounded-md border border-amber-700 px-3 py-1 font-medium hover:bg-amber-100 dark:border-amber-300 dark:hover:bg-amber-900"
      >
        Run it
      </button>
    </div>
  );
}

/** Said where the tool is when its input is too large to be saved for a reload. */
export function InputNotKeptNotice({ path }: { path: string }) {
  const notKept = useInputNotKept(path);
  if (!notKept) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      {INPUT_NOT_KEPT_MESSAGE}
    </p>
  );
}
