// Input and options of a tool survive a reload (ARCHITECTURE.md): stored in localStorage under
// "tool:<path>:<name>", only while small. Large input is never stored (and a stale copy is dropped).
import { useCallback, useEffect, useRef, useState } from "react";
import { type OptionItem, isOptionValue } from "./options";

export const MAX_PERSISTED_BYTES = 256 * 1024;

export function storageKey(toolPath: string, name: string): string {
  return `tool:${toolPath}:${name}`;
}

/** Writes `value` when its JSON is under the limit; removes the key otherwise. Returns whether it was kept. */
export function persistValue(
  storage: Storage,
  key: string,
  value: unknown,
  maxBytes = MAX_PERSISTED_BYTES,
): boolean {
  try {
    const json = JSON.stringify(value);
    // UTF-16 code units × 2 is an upper bound of what the browser charges for the string.
    if (json.length * 2 > maxBytes) {
      storage.removeItem(key);
      return false;
    }
    storage.setItem(key, json);
    return true;
  } catch {
    return false; // quota exceeded or storage blocked: the tool still works, it just forgets
  }
}

export function readPersisted<T>(
  storage: Storage,
  key: string,
  isValid: (v: unknown) => v is T,
): T | undefined {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function sameTypeAs<T>(initial: T) {
  return (v: unknown): v is T =>
    typeof v === typeof initial &&
    (typeof initial !== "object" ||
      initial === null ||
      Array.isArray(v) === Array.isArray(initial));
}

/**
 * useState that is restored after mount (prerendered HTML shows the defaults) and saved on change.
 * `enabled: false` keeps a field out of storage (secrets, card numbers).
 */
export function usePersistentState<T>(
  toolPath: string,
  name: string,
  initial: T,
  { enabled = true }: { enabled?: boolean } = {},
): [T, (next: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(initial);
  const key = storageKey(toolPath, name);
  const restored = useRef(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    if (enabled) {
      const stored = readPersisted(localStorage, key, sameTypeAs(initialRef.current));
      if (stored !== undefined) setValue(stored);
    }
    restored.current = true;
  }, [key, enabled]);

  useEffect(() => {
    if (!enabled || !restored.current) return;
    // Saving is debounced so typing in a big document does not serialise on every key.
    const timer = window.setTimeout(() => persistValue(localStorage, key, value), 300);
    return () => window.clearTimeout(timer);
  }, [key, value, enabled]);

  const set = useCallback((next: T | ((prev: T) => T)) => setValue(next), []);
  return [value, set];
}

/**
 * usePersistentState for one value of a fixed list (a select's options): stored as a plain string,
 * and a stored value that is not (or no longer) in the list reads as `initial`.
 */
export function usePersistentChoice<T extends string>(
  toolPath: string,
  name: string,
  choices: readonly OptionItem<T>[],
  initial: T,
): [T, (next: T) => void] {
  const [stored, setStored] = usePersistentState<string>(toolPath, name, initial);
  return [isOptionValue(choices, stored) ? stored : initial, setStored];
}
