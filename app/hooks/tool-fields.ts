// The fields of the tool on the page, as usePersistentState declares them: one registry, so a share
// link can write down a tool's state and fill it back in, and "Open in…" can hand a result to the
// next tool's input, for every tool at once and without each tool listing its fields again.
import { valueStore } from "~/lib/share/value-store";

/**
 * "option": a setting (a switch, a number, a choice from a list, a tool's options object): always
 * in a share link. "input": what the user typed or pasted: in a link only when they say so.
 */
export type FieldRole = "option" | "input";

export interface ToolField {
  role: FieldRole;
  /** The value the field starts with (what a new visitor sees). */
  initial: unknown;
  read: () => unknown;
  /** Sets the value; one the field does not accept (see `accepts`) is ignored. */
  write: (value: unknown) => void;
  /** Whether the field takes `value`: of its type, and one of its choices when it has a list. */
  accepts: (value: unknown) => boolean;
  /** The value is the user's: restored from what they kept, or set after they acted on the page. */
  isUsers: () => boolean;
}

const registry = new Map<string, Map<string, ToolField>>();

/** Adds a field of the tool at `toolPath`; returns its removal (the component unmounted). */
export function registerField(toolPath: string, name: string, field: ToolField): () => void {
  let fields = registry.get(toolPath);
  if (!fields) registry.set(toolPath, (fields = new Map()));
  fields.set(name, field);
  const handedOver = handOffs.get(toolPath);
  if (handedOver?.field === name) {
    handOffs.delete(toolPath);
    receive(toolPath, name, field, handedOver.text);
  }
  return () => {
    if (fields.get(name) === field) fields.delete(name);
  };
}

/** The fields of the tool at `toolPath` now on the page, by name. */
export function toolFields(toolPath: string): ReadonlyMap<string, ToolField> {
  return registry.get(toolPath) ?? new Map();
}

// Inputs are mostly text, compared as it is; only structured values (lists) go through JSON.
const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));

/**
 * Whether writing `value` into `field` would replace input that is the user's (restored from what
 * they kept, or typed since the page opened) with a different one. A value the tool set itself (its
 * starting example, today's date) is not the user's: replacing it needs no question.
 */
export function replacesUsersInput(field: ToolField, value: unknown): boolean {
  if (field.role !== "input" || !field.isUsers()) return false;
  const current = field.read();
  return !same(current, field.initial) && !same(current, value);
}

// --- Handing a result to another tool ---------------------------------------------------------

/** The field that takes a result handed over, unless told another: every text tool names its input so. */
export const HANDOFF_FIELD = "input";

/**
 * Results waiting for the tool they were handed to, by its path: kept in this tab's memory only
 * (never the URL or storage), and taken by the tool's input field when it registers (after the
 * field restored what the user kept, so the two can be compared).
 */
const handOffs = new Map<string, { field: string; text: string }>();

/**
 * Takers of a result too large for the editor, by tool path: an input panel that keeps large text
 * out of the editor takes such a result as a file, as it takes a large paste. It returns whether it
 * took the text.
 */
const largeTakers = new Map<string, (text: string) => boolean>();

/** Lets an input panel of the tool at `toolPath` take a handed result first; returns the removal. */
export function takeLargeHandOffs(toolPath: string, take: (text: string) => boolean): () => void {
  largeTakers.set(toolPath, take);
  return () => {
    if (largeTakers.get(toolPath) === take) largeTakers.delete(toolPath);
  };
}

/** A result waiting for the user to say whether it may replace their input. */
export interface HandOffQuestion {
  toolPath: string;
  replace: () => void;
}

const question = valueStore<HandOffQuestion | null>(null);

/** The hand-over waiting for an answer (the page asks "Replace your current input?"), if any. */
export const handOffQuestion = question.read;
export const subscribeHandOffQuestion = question.subscribe;

/** Answered (either way): the question goes. */
export function forgetHandOffQuestion(): void {
  question.set(null);
}

function deliver(toolPath: string, name: string, field: ToolField, text: string): void {
  const take = name === HANDOFF_FIELD ? largeTakers.get(toolPath) : undefined;
  if (!take?.(text)) field.write(text);
}

/** A result arrives at the tool's input: given at once, or asked about first when it replaces the user's. */
function receive(toolPath: string, name: string, field: ToolField, text: string): void {
  if (!field.accepts(text)) return;
  if (replacesUsersInput(field, text))
    question.set({ toolPath, replace: () => deliver(toolPath, name, field, text) });
  else deliver(toolPath, name, field, text);
}

/**
 * Gives `text` to the tool at `toolPath` as its input (or as the field named `fieldName`), now if
 * it is on the page, else when it is.
 */
export function handOff(toolPath: string, text: string, fieldName = HANDOFF_FIELD): void {
  const field = registry.get(toolPath)?.get(fieldName);
  if (field) receive(toolPath, fieldName, field, text);
  else handOffs.set(toolPath, { field: fieldName, text });
}

/**
 * Files handed to the tool at a path (a video's sound, to the Audio Converter): like results, kept
 * in this tab's memory only, until that tool's page opens in this tab and takes it.
 */
const fileHandOffs = new Map<string, File>();

export function handOffFile(toolPath: string, file: File): void {
  fileHandOffs.set(toolPath, file);
}

/** The file handed to the tool at `toolPath`, if any; it stays until `forgetFileHandOff`. */
export function fileHandedTo(toolPath: string): File | null {
  return fileHandOffs.get(toolPath) ?? null;
}

export function forgetFileHandOff(toolPath: string): void {
  fileHandOffs.delete(toolPath);
}
