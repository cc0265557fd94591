// The one piece of an AI feature a tool page loads up front: its button. The first press fetches
// the feature (its panel, the settings dialog, the AI client) and starts it, so nothing of the AI
// is loaded or sent before the user asks.
import { type ComponentType, Suspense, useState } from "react";
import { CatalogueIcon } from "../shell/CatalogueIcon";
import { lazyPart } from "../page/lazy-part";

/** What every feature panel receives besides the tool's own props. */
export interface AiPanelStart {
  /** The panel mounts because its button was pressed: it starts at once. */
  autoStart: boolean;
}

export function AiFeatureLauncher<P extends object>({
  label,
  load,
  panelProps,
}: {
  label: string;
  load: () => Promise<{ default: ComponentType<P & AiPanelStart> }>;
  panelProps: P;
}) {
  const [Panel] = useState(() => lazyPart(load));
  const [started, setStarted] = useState(false);
  if (started)
    return (
      <Suspense fallback={<p className="text-sm">Loading the AI feature…</p>}>
        <Panel {...panelProps} autoStart />
      </Suspense>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => setStarted(true)}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        <CatalogueIcon name="WandSparkles" className="size-4" />
        {label}
      </button>
      <span className="text-xs text-slate-700 dark:text-slate-300">
        Optional, with your own AI model; nothing is sent before you confirm.
      </span>
    </div>
  );
}
