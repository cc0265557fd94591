// "Make all tools available offline", at the foot of the sidebar. Nothing happens until it is
// pressed; the code that checks, asks and downloads (OfflineDownload) is fetched then, so no page
// carries it before anyone wants it.
import { CatalogueIcon } from "./CatalogueIcon";
import { Suspense, useState } from "react";
import {
  CHECKING_TEXT,
  OFFLINE_IDLE_TEXT,
  OfflineSection,
  offlineButtonClass,
} from "./OfflineSection";
import { lazyPart } from "../page/lazy-part";

const OfflineDownload = lazyPart(() =>
  import("./OfflineDownload").then((m) => ({ default: m.OfflineDownload })),
);

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
