// Input and options of a tool survive a reload (ARCHITECTURE.md): stored in localStorage under
// "tool:<path>:<name>", only while small. Large input is never stored (and a stale copy is dropped).
// A failed write removes the older copy (a reload would bring back stale input) and says so; the
// site-wide "Don't remember my input" setting keeps anything typed out of storage.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type OptionItem, isOptionValue } from "~/lib/options";
import {
  REMEMBER_CHANGE_EVENT,
  REMEMBER_INPUT_KEY,
  browserStorage,
  remembersInput,
  subscribeRemembersInput,
} from "~/lib/browser/remember-input";
import { toast } from "~/lib/page/toast-store";
import { noteToolActivity, userHasActed } from "~/lib/browser/tool-use";
import { type FieldRole, registerField } from "./tool-fields";

export { REMEMBER_INPUT_KEY, browserStorage, remembersInput };

export const MAX_PERSISTED_BYTES = 256 * 1024;
export const SETTING_FAILED_MESSAGE = "This browser does not let the site store the setting.";
export const SAVE_FAILED_MESSAGE =
  "Your input could not be saved in this browser (its storage is full or blocked), so it will not come back after a reload.";

const TOOL_KEY_PREFIX = "tool:";

export function storageKey(toolPath: string, name: string): string {
  return `${TOOL_KEY_PREFIX}${toolPath}:${name}`;
}

/** "kept": written; "too-large": over the limit, not stored; "failed": the browser refused it. */
export type PersistOutcome = "kept" | "too-large" | "failed";

/**
 * Writes `value` when its JSON is under the limit. Otherwise, or when the browser refuses the write
 * (quota, blocked storage), the stored copy is removed: an older value must not return on reload.
 */
export function persistValue(
  storage: Storage,
  key: string,
  value: unknown,
  maxBytes = MAX_PERSISTED_BYTES,
): PersistOutcome {
  try {
    // A string's JSON is at least the string and two quotes: a 5 MB paste is known to be too large
    // without writing its JSON (which took ~180 ms per pause in typing).
    if (typeof value === "string" && (value.length + 2) * 2 > maxBytes) {
      storage.removeItem(key);
      return "too-large";
    }
    const json = JSON.stringify(value);
    // UTF-16 code units × 2 is an upper bound of what the browser charges for the string.
    if (json.length * 2 > maxBytes) {
      storage.removeItem(key);
      return "too-large";
    }
    storage.setItem(key, json);
    return "kept";
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      // Storage blocked altogether: there is no older copy to return either.
    }
    return "failed";
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

// --- "Don't remember my input" ----------------------------------------------------------------

/**
 * What is still stored when input is not remembered: on/off switches and numbers, which cannot
 * hold anything typed (a password, a token, a document). Text, lists and objects are not stored,
 * options among them: stored JSON does not say whether a string was chosen or typed.
 */
export function isSettingValue(value: unknown): boolean {
  return typeof value === "boolean" || typeof value === "number";
}

/** Removes every stored tool value that could hold typed text; returns how many were removed. */
export function forgetStoredInput(storage: Storage): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(TOOL_KEY_PREFIX)) keys.push(key);
  }
  let removed = 0;
  for (const key of keys) {
    let value: unknown;
    try {
      value = JSON.parse(storage.getItem(key) ?? "null");
    } catch {
      value = null; // not ours to read: remove it too
    }
    if (!isSettingValue(value)) {
      storage.removeItem(key);
      removed++;
    }
  }
  return removed;
}

/** Turns the setting on or off; off also removes the inputs stored so far. */
export function setRemembersInput(storage: Storage, remember: boolean): void {
  if (remember) {
    storage.removeItem(REMEMBER_INPUT_KEY);
  } else {
    // First the inputs, which also frees the space the setting needs when storage is full.
    forgetStoredInput(storage);
    storage.setItem(REMEMBER_INPUT_KEY, "off");
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(REMEMBER_CHANGE_EVENT));
}

/** The sidebar's switch (app/ui/shell/RememberInputSetting.tsx): applies the choice, or says it could not. */
export function applyRemembersInput(remember: boolean): void {
  const storage = browserStorage();
  try {
    if (storage === null) throw new Error("storage blocked");
    setRemembersInput(storage, remember);
  } catch {
    toast({ title: SETTING_FAILED_MESSAGE, variant: "error" });
  }
}

/** Whether input is remembered, following changes here and in other tabs; true when prerendered. */
export function useRemembersInput(): boolean {
  return useSyncExternalStore(subscribeRemembersInput, remembersInput, () => true);
}

// --- The hooks ------------------------------------------------------------------------------------

/**
 * Writes waiting out their debounce, by key. A reload, a closed tab or a phone switching apps within
 * the debounce would otherwise lose the last change, so they are written at once when the page is
 * hidden (pagehide, and visibilitychange for mobile browsers that never fire pagehide).
 */
const pendingSaves = new Map<string, () => void>();
let flushListening = false;

function flushPendingSaves(): void {
  const saves = [...pendingSaves.values()];
  pendingSaves.clear();
  for (const write of saves) write();
}

function listenForPageHide(): void {
  if (flushListening) return;
  flushListening = true;
  window.addEventListener("pagehide", flushPendingSaves);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushPendingSaves();
  });
}

/** Keys whose last write failed: the user is told once, not at every keystroke. */
const failedKeys = new Set<string>();

export const INPUT_NOT_KEPT_MESSAGE =
  "Large input is not kept after a reload (this browser's storage takes up to 256 KB per field). Download it to keep it.";

/** Keys whose last value was too large to store: the page says so where the tool is. */
const tooLargeKeys = new Set<string>();
const tooLargeListeners = new Set<() => void>();

function markTooLarge(key: string, tooLarge: boolean): void {
  if (tooLargeKeys.has(key) === tooLarge) return;
  if (tooLarge) tooLargeKeys.add(key);
  else tooLargeKeys.delete(key);
  for (const listener of tooLargeListeners) listener();
}

function subscribeTooLarge(listener: () => void): () => void {
  tooLargeListeners.add(listener);
  return () => tooLargeListeners.delete(listener);
}

/** Whether some input of the tool at `toolPath` is too large to come back after a reload. */
export function useInputNotKept(toolPath: string): boolean {
  const prefix = storageKey(toolPath, "");
  return useSyncExternalStore(
    subscribeTooLarge,
    () => [...tooLargeKeys].some((key) => key.startsWith(prefix)),
    () => false,
  );
}

function save(key: string, value: unknown): void {
  const storage = browserStorage();
  // The setting may have changed since the write was scheduled.
  if (storage === null || (!remembersInput(storage) && !isSettingValue(value))) return;
  const outcome = persistValue(storage, key, value);
  markTooLarge(key, outcome === "too-large");
  if (outcome !== "failed") {
    failedKeys.delete(key);
  } else if (!failedKeys.has(key)) {
    failedKeys.add(key);
    toast({ title: SAVE_FAILED_MESSAGE, variant: "error" });
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
 * `enabled: false` keeps a field out of storage (secrets, card numbers) and out of share links.
 * While the user has chosen not to have input remembered, only switches and numbers are stored
 * (isSettingValue). `role` says whether a share link carries the field always ("option") or only
 * when the user includes their input ("input"); by default switches and numbers are options and
 * everything else, which may hold typed text, is input.
 */
export function usePersistentState<T>(
  toolPath: string,
  name: string,
  initial: T,
  {
    enabled = true,
    persist = true,
    role,
  }: { enabled?: boolean; persist?: boolean; role?: FieldRole } = {},
): [T, (next: T | ((prev: T) => T)) => void] {
  // `persist: false`: a field never stored (input that often holds secrets: tokens, passwords), yet
  // shared by link when the user includes their input, and able to take a result handed over.
  const stored = enabled && persist;
  const [value, setValue] = useState<T>(initial);
  const valueRef = useRef(value);
  /** Restored from storage or set after the user acted: theirs (a tool's own default is not). */
  const usersValue = useRef(false);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const key = storageKey(toolPath, name);
  const restored = useRef(false);
  /**
   * What storage holds for this key as far as this page knows: the restored value, or the default
   * when nothing was stored. Saving it again is skipped, so a page that only loaded never writes:
   * a value stored meanwhile (by another tab, or before a reload) is not overwritten by defaults.
   */
  const inStorage = useRef<{ value: unknown } | null>(null);
  const initialRef = useRef(initial);
  const remember = useRemembersInput();
  const rememberedBefore = useRef(remember);

  useEffect(() => {
    const storage = browserStorage();
    inStorage.current = { value: initialRef.current };
    if (stored && storage !== null) {
      const kept = readPersisted(storage, key, sameTypeAs(initialRef.current));
      if (kept !== undefined && (remembersInput(storage) || isSettingValue(kept))) {
        setValue(kept);
        // Read by the field registered below in this same commit, before the next render: a result
        // handed over compares itself with what the user kept.
        valueRef.current = kept;
        inStorage.current = { value: kept };
        usersValue.current = true;
      }
    }
    restored.current = true;
  }, [key, stored]);

  const fieldRole = role ?? (isSettingValue(initial) ? "option" : "input");
  // Registered after the restore above (effects run in order), so a link or a result handed over
  // replaces the restored value, never the other way round.
  useEffect(() => {
    if (!enabled) return;
    const isValue = sameTypeAs(initialRef.current);
    return registerField(toolPath, name, {
      role: fieldRole,
      initial: initialRef.current,
      read: () => valueRef.current,
      write: (next) => {
        if (isValue(next)) setValue(next);
      },
      accepts: isValue,
      isUsers: () => usersValue.current,
    });
  }, [toolPath, name, enabled, fieldRole]);

  useEffect(() => {
    // Turning remembering back on stores what is on the page again (turning it off cleared storage).
    const rememberTurnedOn = remember && !rememberedBefore.current;
    rememberedBefore.current = remember;
    if (!stored || !restored.current || (!remember && !isSettingValue(value))) return;
    if (
      !rememberTurnedOn &&
      inStorage.current !== null &&
      Object.is(inStorage.current.value, value)
    )
      return;
    // Saving is debounced so typing in a big document does not serialise on every key.
    const write = () => {
      window.clearTimeout(timer);
      if (pendingSaves.get(key) === write) pendingSaves.delete(key);
      save(key, value);
      inStorage.current = { value };
    };
    const timer = window.setTimeout(write, 300);
    pendingSaves.set(key, write);
    listenForPageHide();
    return () => {
      window.clearTimeout(timer);
      if (pendingSaves.get(key) === write) pendingSaves.delete(key);
    };
  }, [key, value, stored, remember]);

  // The tool's own changes (the user typing, choosing); restoring and shared links call setValue.
  const set = useCallback((next: T | ((prev: T) => T)) => {
    setValue(next);
    if (userHasActed()) usersValue.current = true;
    noteToolActivity();
  }, []);
  return [value, set];
}

/**
 * usePersistentState for a value of a known shape: a stored value that `isValid` rejects (written
 * by an older version, or edited by hand) reads as `initial`.
 */
export function usePersistentChecked<T>(
  toolPath: string,
  name: string,
  isValid: (value: unknown) => value is T,
  initial: T,
): [T, (next: T) => void] {
  const [stored, setStored] = usePersistentState<unknown>(toolPath, name, initial, {
    role: "option",
  });
  return [isValid(stored) ? stored : initial, setStored];
}

/**
 * usePersistentChecked for one value of a fixed list (a select's options): a stored value that is
 * not (or no longer) in the list reads as `initial`.
 */
export function usePersistentChoice<T extends string>(
  toolPath: string,
  name: string,
  choices: readonly OptionItem<T>[],
  initial: T,
): [T, (next: T) => void] {
  const isChoice = (value: unknown): value is T => isOptionValue(choices, value);
  return usePersistentChecked(toolPath, name, isChoice, initial);
}
