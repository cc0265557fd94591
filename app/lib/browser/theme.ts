// Light, dark or system theme: the choice persists in localStorage and is applied as a class on
// <html> before first paint (THEME_BOOT_SCRIPT runs inline in <head>), so there is no flash.

export type ThemeChoice = "light" | "dark" | "system";
export const THEME_STORAGE_KEY = "theme";
export const THEME_CHOICES: readonly ThemeChoice[] = ["light", "dark", "system"];

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === "light" || stored === "dark" || stored === "system") return stored;
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the system theme.
  }
  return "system";
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): "light" | "dark" {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

const THEME_CHANGE_EVENT = "themechoicechange";

export function applyThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not persisting is acceptable; the choice still applies to this page.
  }
  const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", resolveTheme(choice, prefersDark) === "dark");
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

/** For useSyncExternalStore: a choice made here or in another tab. */
export function subscribeThemeChoice(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Inline script for <head>: same rule as resolveTheme, without any module loading. */
export const THEME_BOOT_SCRIPT = `(function(){try{var c=localStorage.getItem("${THEME_STORAGE_KEY}");var d=c==="dark"||((c!=="light")&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})();`;
