// Light / dark / system switch; the choice persists (app/lib/browser/theme.ts) and "system" follows the OS live.
import type { CatalogueIconName } from "~/catalogue/icons";
import { CatalogueIcon } from "./CatalogueIcon";
import { useEffect, useSyncExternalStore } from "react";
import {
  type ThemeChoice,
  applyThemeChoice,
  readThemeChoice,
  subscribeThemeChoice,
} from "~/lib/browser/theme";
import { useHydrated } from "~/hooks/use-hydrated";

const OPTIONS: { value: ThemeChoice; label: string; icon: CatalogueIconName }[] = [
  { value: "light", label: "Light theme", icon: "Sun" },
  { value: "dark", label: "Dark theme", icon: "Moon" },
  { value: "system", label: "System theme", icon: "Monitor" },
];

export function ThemeSwitch() {
  // Prerendered HTML cannot know the stored choice; the boot script has already applied it,
  // and the switch shows it once mounted.
  const stored = useSyncExternalStore<ThemeChoice | null>(
    subscribeThemeChoice,
    readThemeChoice,
    () => null,
  );
  const choice = useHydrated() ? stored : null;

  useEffect(() => {
    if (choice !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyThemeChoice("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [choice]);

  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className="flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {OPTIONS.map(({ value, label, icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={choice === value}
          aria-label={label}
          title={label}
          onClick={() => applyThemeChoice(value)}
          className="rounded p-1.5 text-slate-700 hover:bg-slate-100 aria-checked:bg-blue-600 aria-checked:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-checked:bg-blue-500 dark:aria-checked:text-slate-950"
        >
          <CatalogueIcon name={icon} className="size-4" />
        </button>
      ))}
    </div>
  );
}
