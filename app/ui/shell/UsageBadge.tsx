// Usage badge on tool pages: "Used by developers worldwide" and a counter that counts up.
// Implements spec §2 "Usage badge", §4 (appear after 100 ms, count up in 60 steps) and §9; with
// prefers-reduced-motion it shows the final figure without counting (docs/decisions.md).
// The badge "appears" once the page has hydrated and loaded and the browser is idle, not while the
// page starts: its fade and sixty steps are sixty new frames, and on a phone (or a 2-core machine
// under Lighthouse) composing them took the CPU that hydration needed (docs/page-speed.md).
import { useEffect, useState } from "react";
import { afterPageSettled } from "~/lib/page/hydration-mark";
import { Users } from "lucide-react";
import {
  ANIMATION_MS,
  APPEAR_DELAY_MS,
  DEFAULT_BASE_COUNT,
  STEPS,
  USAGE_SUFFIX,
  countUpValue,
  formatUsageCount,
  usageTarget,
  widestCountUpText,
} from "~/lib/page/usage-count";

export const USAGE_BADGE_TEXT = "Used by developers worldwide";

export interface UsageBadgeProps {
  toolName: string;
  /** The tool's factor from spec §9 (catalogue `usageFactor`). */
  factor: number;
  baseCount?: number;
}

export function UsageBadge({ toolName, factor, baseCount = DEFAULT_BASE_COUNT }: UsageBadgeProps) {
  const target = usageTarget(factor, baseCount);
  const [visible, setVisible] = useState(false);
  // The count restarts from 0 whenever the tool or base count changes (spec §4); keeping the key
  // beside the step lets the reset happen during render, so no frame shows the old final number.
  const runKey = `${toolName}\u0000${baseCount}`;
  const [run, setRun] = useState({ key: runKey, step: 0 });
  if (run.key !== runKey) setRun({ key: runKey, step: 0 });

  const [appeared, setAppeared] = useState(false);
  // The count-up is decoration: a reader who asked for reduced motion gets the figure at once,
  // without sixty renders and frames (0.3–0.5 s of a 2-core machine's CPU on every page, measured).
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(
    () =>
      afterPageSettled(() => {
        setReducedMotion(window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);
        setAppeared(true);
      }),
    [],
  );

  useEffect(() => {
    if (!appeared) return;
    const timer = setTimeout(() => setVisible(true), APPEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [appeared]);

  useEffect(() => {
    if (!appeared || reducedMotion) return;
    let step = 0;
    const interval = setInterval(() => {
      step += 1;
      setRun({ key: runKey, step });
      if (step >= STEPS) clearInterval(interval);
    }, ANIMATION_MS / STEPS);
    return () => clearInterval(interval);
  }, [runKey, appeared, reducedMotion]);

  const shown = reducedMotion ? target : run.key === runKey ? countUpValue(target, run.step) : 0;
  // The widest figure the count passes through sizes its box from the start, so counting up never
  // moves the text around it (a layout shift on every page: Lighthouse CLS 0.023 before).
  const widest = widestCountUpText(target);

  return (
    <div
      aria-hidden={visible ? undefined : true}
      data-target={target}
      className={`inline-flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-600 transition-opacity duration-500 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 ${
        visible ? "opacity-100" : "opacity-0"
      }`}
    >
      <Users aria-hidden="true" className="size-4 shrink-0" />
      <span>{USAGE_BADGE_TEXT}</span>
      <span className="inline-grid font-semibold tabular-nums text-slate-900 dark:text-slate-100">
        <span aria-hidden="true" className="invisible col-start-1 row-start-1">
          {widest}
          {USAGE_SUFFIX}
        </span>
        {/* Screen readers get the final figure once instead of sixty intermediate ones. */}
        <span aria-hidden="true" data-testid="usage-count" className="col-start-1 row-start-1">
          {formatUsageCount(shown)}
          {USAGE_SUFFIX}
        </span>
        <span className="sr-only">
          {formatUsageCount(target)}
          {USAGE_SUFFIX}
        </span>
      </span>
    </div>
  );
}
