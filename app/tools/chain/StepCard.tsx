// One step of the chain: its tool, its own options (from the tool's step declaration), the controls
// that move, switch off and remove it, and its result once run, which can be shown, copied or opened
// in the tool itself.
import { ArrowDown, ArrowUp, Copy, ExternalLink, X } from "lucide-react";
import { useState } from "react";
import type { ChainStep } from "~/lib/chain/chain";
import type { StepResult } from "~/lib/chain/chain-worker-protocol";
import { type OptionSpecs, resolvedOptions } from "~/lib/chain/step-declaration";
import { characters } from "~/lib/text/text-stats";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";

export interface StepCardProps {
  number: number;
  count: number;
  step: ChainStep;
  title: string;
  /** The tool's option specs (from its step declaration), null until they have loaded. */
  specs: OptionSpecs | null;
  result: StepResult | undefined;
  onOptions: (options: Record<string, unknown>) => void;
  onSwitch: (on: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Opens the tool itself with this step's input and options (its result is this step's). */
  onOpen: () => void;
}

export function StepCard({
  number,
  count,
  step,
  title,
  specs,
  result,
  onOptions,
  onSwitch,
  onMove,
  onRemove,
  onOpen,
}: StepCardProps) {
  const copy = useCopyWithFeedback();
  const [open, setOpen] = useState(false);
  const name = `Step ${number}: ${title}`;
  const options = specs ? resolvedOptions(specs, step.options) : null;
  const set = (option: string, value: unknown) => onOptions({ ...options, [option]: value });
  return (
    <li>
      <section
        aria-label={name}
        className="flex flex-col gap-2 rounded-md border border-slate-300 p-3 dark:border-slate-600"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2
            className={`font-medium ${step.off ? "text-slate-600 line-through dark:text-slate-300" : ""}`}
          >
            {name}
          </h2>
          <span className="ml-auto flex flex-wrap items-center gap-2">
            <CheckboxOption label="On" checked={!step.off} onChange={onSwitch} />
            <PanelButton
              icon={ArrowUp}
              label="Move up"
              disabled={number === 1}
              onClick={() => onMove(-1)}
            />
            <PanelButton
              icon={ArrowDown}
              label="Move down"
              disabled={number === count}
              onClick={() => onMove(1)}
            />
            <PanelButton icon={X} label="Remove" onClick={onRemove} />
          </span>
        </div>
        {specs && options ? (
          <OptionsRow>
            {Object.entries(specs).map(([option, spec]) =>
              spec.type === "choice" ? (
                <SelectOption
                  key={option}
                  label={spec.label}
                  value={options[option] as string}
                  options={spec.choices}
                  onChange={(value) => set(option, value)}
                />
              ) : spec.type === "text" ? (
                <TextOption
                  key={option}
                  label={spec.label}
                  value={options[option] as string}
                  maxLength={spec.maxLength}
                  onChange={(value) => set(option, value)}
                />
              ) : (
                <CheckboxOption
                  key={option}
                  label={spec.label}
                  checked={options[option] as boolean}
                  onChange={(value) => set(option, value)}
                />
              ),
            )}
          </OptionsRow>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">Loading the tool's options…</p>
        )}
        {result && (
          <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
            <summary className="cursor-pointer">
              Result of step {number} ({characters(result.chars)}
              {step.off ? ", passed on unchanged" : ""})
            </summary>
            <div className="mt-2 flex flex-wrap gap-2">
              <PanelButton
                icon={Copy}
                label={`Copy result of step ${number}`}
                onClick={() =>
                  void copy(result.whole ? async () => copyWhole(result.whole!) : result.shown)
                }
              />
              <PanelButton
                icon={ExternalLink}
                label={`Open step ${number} in ${title}`}
                onClick={onOpen}
              />
            </div>
            {/* Laid out only when opened: three results of 50,000 characters each cost a long task. */}
            {open && (
              <pre
                tabIndex={0}
                aria-label={`Result of step ${number}`}
                className="mt-2 max-h-64 overflow-auto rounded-md border border-slate-300 bg-white p-2 font-mono text-[13px] whitespace-pre-wrap break-all dark:border-slate-600 dark:bg-slate-900"
              >
                {result.shown}
                {result.whole && "…"}
              </pre>
            )}
          </details>
        )}
      </section>
    </li>
  );
}

async function copyWhole(whole: Blob): Promise<void> {
  const { copyText } = await import("~/lib/browser/clipboard");
  await copyText(await whole.text());
}
