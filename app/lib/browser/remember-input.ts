// The site-wide "Don't remember my input" setting, read side only: small, because
// every page's sidebar shows it. Turning it on or off, and what it removes, is in persistent-state.ts.

/** The setting's one localStorage key: "off" means nothing typed is stored. */
export const REMEMBER_INPUT_KEY = "rememberInput";
/** Fired on window when this tab changes the setting (other tabs get a storage event). */
export const REMEMBER_CHANGE_EVENT = "rememberinputchange";

/** localStorage, or null where reading it throws (blocked by policy or privacy settings). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether tool inputs are remembered; blocked storage stores nothing anyway, and reads as true. */
export function remembersInput(storage: Storage | null = browserStorage()): boolean {
  try {
    return storage?.getItem(REMEMBER_INPUT_KEY) !== "off";
  } catch {
    return true;
  }
}

/** For useSyncExternalStore: a change made here or in another tab. */
export function subscribeRemembersInput(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === REMEMBER_INPUT_KEY || event.key === null) onChange();
  };
  window.addEventListener(REMEMBER_CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(REMEMBER_CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
