// One list of cheatsheet entries: the code in monospace, its description, and a Copy button named
// after the entry. Arrow keys move between the Copy buttons of the whole page's lists.
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import type { CheatEntry } from "./cheatsheet-types";

/** Marks the entries' Copy buttons, for keyboard moves between them. */
const COPY_BUTTON_ATTRIBUTE = "data-entry-copy";

/** The Copy buttons in page order. */
export function entryCopyButtons(root: ParentNode = document): HTMLButtonElement[] {
  return [...root.querySelectorAll<HTMLButtonElement>(`button[${COPY_BUTTON_ATTRIBUTE}]`)];
}

/** ArrowDown / ArrowUp on a Copy button focus the next / previous one (Home, End: first, last). */
export function moveBetweenEntries(event: React.KeyboardEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.hasAttribute(COPY_BUTTON_ATTRIBUTE)) return;
  const buttons = entryCopyButtons(event.currentTarget);
  const index = buttons.indexOf(target as HTMLButtonElement);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[
    event.key
  ];
  if (next === undefined || !buttons[next]) return;
  event.preventDefault();
  buttons[next].focus();
}

function CopyEntryButton({ code }: { code: string }) {
  const copyWithFeedback = useCopyWithFeedback();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  // The button's own "Copied" mark shows only when the copy was made.
  async function copy() {
    if (await copyWithFeedback(code)) setCopied(true);
  }

  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy ${code}`}
      title="Copy"
      {...{ [COPY_BUTTON_ATTRIBUTE]: "" }}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

export function EntryList({
  entries,
  label,
}: {
  entries: readonly { entry: CheatEntry; note?: string }[];
  /** The list's accessible name (its section). */
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
    >
      {entries.map(({ entry, note }) => (
        <li
          key={entry.code}
          className="flex items-start gap-3 px-3 py-2 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]"
        >
          <div className="min-w-0 flex-1 sm:contents">
            <code className="block whitespace-pre-wrap break-words font-mono text-sm text-slate-900 dark:text-slate-100">
              {entry.code}
            </code>
            <p className="mt-0.5 text-sm text-slate-700 sm:mt-0 dark:text-slate-300">
              {entry.description}
              {note && <span className="text-slate-600 dark:text-slate-400"> · {note}</span>}
            </p>
          </div>
          <CopyEntryButton code={entry.code} />
        </li>
      ))}
    </ul>
  );
}
