// The frame of an AI feature once its button was pressed: the button again, AI settings, Cancel,
// what is sent and its cap, the consent question, the answer as it streams, then the feature's result.
import { Settings, Square, WandSparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AiSettingsDialog } from "./AiSettingsDialog";
import { ConsentPrompt } from "./ConsentPrompt";
import { AI_BUTTON, AI_NOTE, AI_PRIMARY_BUTTON } from "./ai-styles";
import type { AiRun } from "./use-ai-run";

export function AiPanel({
  run,
  label,
  onRun,
  autoStart,
  sends,
  children,
}: {
  run: AiRun;
  label: string;
  /** Builds the job from the tool's current state and calls run.start (or reports why not). */
  onRun: () => void;
  autoStart: boolean;
  /** What a press sends and its cap, shown always: "Sends the first title (up to 300 characters)." */
  sends: string;
  children?: React.ReactNode;
}) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    onRun();
  }, [autoStart, onRun]);

  const running = run.phase === "running";
  const dialogOpen = settingsOpen || run.phase === "settings";
  return (
    <section
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={AI_PRIMARY_BUTTON} onClick={onRun} disabled={running}>
          <WandSparkles aria-hidden="true" className="size-4" />
          {label}
        </button>
        {running && (
          <button type="button" className={AI_BUTTON} onClick={run.cancel}>
            <Square aria-hidden="true" className="size-4" />
            Cancel
          </button>
        )}
        <button type="button" className={AI_BUTTON} onClick={() => setSettingsOpen(true)}>
          <Settings aria-hidden="true" className="size-4" />
          AI settings
        </button>
      </div>
      <p className={AI_NOTE}>{sends}</p>
      {run.phase === "consent" && run.consent && (
        <ConsentPrompt request={run.consent} onAllow={run.allow} onDecline={run.decline} />
      )}
      <div role="status" className="text-sm">
        {running && (run.streamed ? "The model is answering…" : "Waiting for the model…")}
        {!running && run.status}
      </div>
      {running && run.streamed && (
        <pre
          aria-label="Answer so far"
          className="max-h-48 overflow-auto rounded-md bg-slate-100 p-2 text-xs whitespace-pre-wrap dark:bg-slate-800"
        >
          {run.streamed}
        </pre>
      )}
      {children}
      <AiSettingsDialog
        open={dialogOpen}
        note={run.phase === "settings" ? `Choose a model to use “${label}”.` : undefined}
        onOpenChange={(open) => {
          if (open) return;
          setSettingsOpen(false);
          if (run.phase === "settings") run.settingsClosed();
        }}
      />
    </section>
  );
}
