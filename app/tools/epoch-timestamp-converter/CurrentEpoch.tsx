// The current epoch in seconds and milliseconds, ticking each second, with pause and copy. The
// time exists only in the browser: the prerendered page (and the hydration pass) show a dash.
import { Copy, Pause, Play } from "lucide-react";
import { PanelButton } from "~/ui/panels/PanelButton";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";

export function CurrentEpoch({
  now,
  paused,
  onTogglePause,
}: {
  /** The instant shown (ms), or null before hydration. */
  now: number | null;
  paused: boolean;
  onTogglePause: () => void;
}) {
  const copy = useCopyWithFeedback();
  const seconds = now === null ? "—" : String(Math.floor(now / 1000));
  const milliseconds = now === null ? "—" : String(now);

  return (
    <section
      aria-labelledby="current-epoch-heading"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="current-epoch-heading" className="text-lg font-semibold">
          Current epoch
        </h2>
        <span className="ml-auto">
          <PanelButton
            icon={paused ? Play : Pause}
            label={paused ? "Resume" : "Pause"}
            disabled={now === null}
            onClick={onTogglePause}
          />
        </span>
      </div>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        {[
          { term: "Seconds", value: seconds },
          { term: "Milliseconds", value: milliseconds },
        ].map(({ term, value }) => (
          <div key={term} className="flex flex-wrap items-center gap-2">
            <dt className="w-28 text-sm font-medium text-slate-700 dark:text-slate-300">{term}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {/* As wide as a 13-digit value from the start: the prerendered "—" is replaced by
                  the clock after hydration, and a narrower placeholder let the row wrap
                  differently on phones, shifting the page below it (CLS 0.064 in Lighthouse). */}
              <span
                className="inline-block min-w-[13ch] font-mono text-lg tabular-nums"
                data-testid={`current-${term.toLowerCase()}`}
              >
                {value}
              </span>
              <PanelButton
                icon={Copy}
                label={`Copy ${term.toLowerCase()}`}
                disabled={now === null}
                onClick={() => void copy(value)}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
