// "Make all tools available offline", at the foot of the sidebar. Nothing happens until it is
// pressed; the code that checks, asks and downloads (OfflineDownload) is fetched then, so no page
// carries it before anyone wants it.
import { CatalogueIcon } from "./CatalogueIcon";
import { Suspense, lazy, useState } from "react";

const OfflineDownload = lazy(() =>
  import("./OfflineDownload").then((m) => ({ default: m.OfflineDownload })),
);

export const OFFLINE_IDLE_TEXT =
  "Tools you have used work offline. The others can be downloaded now.";
export const CHECKING_TEXT = "Checking what is already on this device…";

export const offlineButtonClass =
  "rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

/** The frame both states share, so the sidebar does not move when the download panel loads. */
export function OfflineSection({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="offline-heading"
      className="mt-4 border-t border-slate-200 px-2 pt-3 text-sm dark:border-slate-800"
    >
      {/* Not a heading: the page's h1 comes later in the document and must be its first heading. */}
      <p
        id="offline-heading"
        className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300"
      >
        Offline
      </p>
      {children}
    </section>
  );
}

export function OfflineAccess() {
  const [pressed, setPressed] = useState(false);
  if (pressed) {
    return (
      <Suspense
        fallback={
          <OfflineSection>
            <div aria-live="polite" className="mt-2 text-slate-700 dark:text-slate-300">
              <p>{CHECKING_TEXT}</p>
            </div>
          </OfflineSection>
        }
      >
        <OfflineDownload />
      </Suspense>
    );
  }
  return (
    <OfflineSection>
      <div aria-live="polite" className="mt-2 text-slate-700 dark:text-slate-300">
        <p>{OFFLINE_IDLE_TEXT}</p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${offlineButtonClass} inline-flex items-center gap-1.5`}
          onClick={() => setPressed(true)}
        >
          <CatalogueIcon name="CloudDownload" className="size-4" />
          Make all tools available offline
        </button>
      </div>
    </OfflineSection>
  );
}
