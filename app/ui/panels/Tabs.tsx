// WAI-ARIA tabs shared by the tools: arrow keys, Home and End move between tabs and select them.
// Ids come from a fixed prefix (not useId): they must match between prerender and hydration.

export interface TabChoice<T extends string> {
  value: T;
  label: string;
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
export const tabPanelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

const STYLES = {
  /** Page sections: tabs standing on a rule, the chosen one open towards its panel. */
  sections: {
    list: "flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700",
    tab: "-mb-px rounded-t-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600",
    selected:
      "border-slate-200 border-b-white bg-white text-blue-800 dark:border-slate-700 dark:border-b-slate-950 dark:bg-slate-950 dark:text-blue-300",
    unselected:
      "border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white",
  },
  /** A small switch between views of one result, e.g. in a panel's title row. */
  views: {
    list: "inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600",
    tab: "rounded px-2.5 py-0.5 text-sm",
    selected: "bg-blue-600 text-white",
    unselected: "text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800",
  },
} as const;

export function TabList<T extends string>({
  tabs,
  selected,
  onChange,
  label,
  idPrefix,
  look = "sections",
  panelIdFor = (value) => tabPanelId(idPrefix, value),
}: {
  tabs: readonly TabChoice<T>[];
  selected: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
  look?: keyof typeof STYLES;
  /** The id of the panel a tab controls; by default one panel per tab. */
  panelIdFor?: (value: T) => string;
}) {
  const style = STYLES[look];

  function onKeyDown(event: React.KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length].value;
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={style.list}>
      {tabs.map(({ value, label: tabLabel }) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={tabId(idPrefix, value)}
          aria-selected={selected === value}
          aria-controls={panelIdFor(value)}
          tabIndex={selected === value ? 0 : -1}
          onClick={() => onChange(value)}
          onKeyDown={onKeyDown}
          className={`${style.tab} ${selected === value ? style.selected : style.unselected}`}
        >
          {tabLabel}
        </button>
      ))}
    </div>
  );
}

/** One tab's panel. Inactive panels stay mounted (hidden) so what was typed in them survives a switch. */
export function TabPanel({
  idPrefix,
  value,
  active,
  className = "pt-4",
  children,
}: {
  idPrefix: string;
  value: string;
  active: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      hidden={!active}
      className={className}
    >
      {children}
    </div>
  );
}
