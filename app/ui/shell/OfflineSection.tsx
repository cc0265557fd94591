// The sidebar's "Offline" frame and the texts both of its states show: its own module, so the
// panel loaded on demand (OfflineDownload) and the button that loads it (OfflineAccess) share them
// without importing each other.
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
