// The header's way into "AI settings": a small button; the dialog (Radix, the AI client) is fetched
// on the first click, so no page pays for it up front.
import { Suspense, useState } from "react";
import { CatalogueIcon } from "../shell/CatalogueIcon";
import { lazyPart } from "../page/lazy-part";

const LazyDialog = lazyPart(() =>
  import("./AiSettingsDialog").then((m) => ({ default: m.AiSettingsDialog })),
);

export function AiSettingsButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="AI settings"
        title="AI settings: use your own model (optional)"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="rounded p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <CatalogueIcon name="WandSparkles" className="size-5" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LazyDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
