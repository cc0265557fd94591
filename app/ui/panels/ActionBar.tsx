// Sticky row of tool actions under the site header, with a short-lived success message.
// Implements spec §2 "Sticky action bar", §3 "Action bar button" and §4 "Action bar feedback".
import { useEffect, useState } from "react";
import type { LucideIcon } from "lucide-react";

/** Spec §9: the success message stays for 3 seconds. */
export const FEEDBACK_MS = 3000;

export interface ActionBarButton {
  label: string;
  icon?: LucideIcon;
  primary?: boolean;
  variant?: "default" | "danger";
  onClick: () => void;
  disabled?: boolean;
  title?: string;
}

export interface ActionBarProps {
  buttons: ActionBarButton[];
  /** Success text such as "Copied to clipboard"; shown for FEEDBACK_MS when it is given. */
  feedback?: string;
  /** Change it to show the same feedback text again (e.g. a second copy). */
  feedbackKey?: number;
  /** Extra classes for the bar, e.g. negative margins to span the page's padding. */
  className?: string;
}

const BASE_BUTTON =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50";

function buttonClass(button: ActionBarButton): string {
  const danger = button.variant === "danger";
  if (button.primary) {
    return `${BASE_BUTTON} text-white ${danger ? "bg-red-700 hover:bg-red-800" : "bg-blue-600 hover:bg-blue-700"}`;
  }
  return `${BASE_BUTTON} border bg-white dark:bg-slate-900 ${
    danger
      ? "border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
      : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
  }`;
}

export function ActionBar({ buttons, feedback, feedbackKey, className = "" }: ActionBarProps) {
  // The message belongs to one (text, key) pair; a new pair shows it again and restarts the timer.
  const token = `${feedbackKey ?? ""}\u0000${feedback ?? ""}`;
  const [shown, setShown] = useState({ token, visible: Boolean(feedback) });
  if (shown.token !== token) {
    // Adjusting state while rendering (instead of in an effect) avoids a frame with the stale message.
    setShown({ token, visible: Boolean(feedback) });
  }

  useEffect(() => {
    if (!shown.visible) return;
    const timer = setTimeout(() => {
      setShown((current) => (current.token === token ? { ...current, visible: false } : current));
    }, FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [token, shown.visible]);

  return (
    <div
      className={`sticky top-14 z-20 border-b border-slate-200 bg-white/95 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95 ${className}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {buttons.map((button) => {
          const Icon = button.icon;
          return (
            <button
              key={button.label}
              type="button"
              className={buttonClass(button)}
              onClick={button.onClick}
              disabled={button.disabled}
              title={button.title}
            >
              {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
              {button.label}
            </button>
          );
        })}
        {/* Always in the DOM so screen readers announce the text when it appears. */}
        <p
          role="status"
          aria-live="polite"
          className="text-sm font-medium text-emerald-700 dark:text-emerald-300"
        >
          {shown.visible ? feedback : null}
        </p>
      </div>
    </div>
  );
}
