// The page's three sections as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them).
// Fixed ids: one cron page per document, and ids must match between prerender and hydration.

export type CronTab = "interpret" | "generate" | "crontab";

export const CRON_TABS: readonly { value: CronTab; label: string }[] = [
  { value: "interpret", label: "Interpret & validate" },
  { value: "generate", label: "Generate" },
  { value: "crontab", label: "Crontab file" },
];

export const tabId = (tab: CronTab) => `cron-tab-${tab}`;
export const panelId = (tab: CronTab) => `cron-panel-${tab}`;

export function CronTabList({ tab, onChange }: { tab: CronTab; onChange: (tab: CronTab) => void }) {
  function onKeyDown(event: React.KeyboardEvent) {
    const index = CRON_TABS.findIndex((t) => t.value === tab);
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: CRON_TABS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = CRON_TABS[(moves[event.key] + CRON_TABS.length) % CRON_TABS.length].value;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Cron tools"
      className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700"
    >
      {CRON_TABS.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={tabId(value)}
          aria-selected={tab === value}
          aria-controls={panelId(value)}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(value)}
          onKeyDown={onKeyDown}
          className={`-mb-px rounded-t-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${
            tab === value
              ? "border-slate-200 border-b-white bg-white text-blue-800 dark:border-slate-700 dark:border-b-slate-950 dark:bg-slate-950 dark:text-blue-300"
              : "border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function CronTabPanel({
  tab,
  active,
  children,
}: {
  tab: CronTab;
  active: boolean;
  children: React.ReactNode;
}) {
  // Inactive panels stay mounted (hidden) so what was typed in them survives a switch.
  return (
    <div
      role="tabpanel"
      id={panelId(tab)}
      aria-labelledby={tabId(tab)}
      hidden={!active}
      className="pt-4"
    >
      {children}
    </div>
  );
}
