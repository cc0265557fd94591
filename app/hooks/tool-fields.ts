// The fields of the tool on the page, as usePersistentState declares them: one registry, so a share
// link can write down a tool's state and fill it back in, and "Open in…" can hand a result to the
// next tool's input, for every tool at once and without each tool listing its fields again.

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
  write: (value: unknown) => void;
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
  if (name === HANDOFF_FIELD && handedOver !== undefined && typeof field.initial === "string") {
    handOffs.delete(toolPath);
    field.write(handedOver);
  }
  return () => {
    if (fields.get(name) === field) fields.delete(name);
  };
}

/** The fields of the tool at `toolPath` now on the page, by name. */
export function toolFields(toolPath: string): ReadonlyMap<string, ToolField> {
  return registry.get(toolPath) ?? new Map();
}

// --- Handing a result to another tool ---------------------------------------------------------

/** The field that takes a result handed over: every text tool names its input so. */
export const HANDOFF_FIELD = "input";

/**
 * Results waiting for the tool they were handed to, by its path: kept in this tab's memory only
 * (never the URL or storage), and taken by the tool's input field when it registers.
 */
const handOffs = new Map<string, string>();

/**
 * The result handed to the tool at `toolPath`, taken (so its input field does not get it too) when
 * `wanted` accepts it: an input panel that keeps large text out of the editor takes it as a file.
 */
export function takeHandOff(toolPath: string, wanted: (text: string) => boolean): string | null {
  const text = handOffs.get(toolPath);
  if (text === undefined || !wanted(text)) return null;
  handOffs.delete(toolPath);
  return text;
}

/** Gives `text` to the tool at `toolPath` as its input, now if it is on the page, else when it is. */
export function handOff(toolPath: string, text: string): void {
  const field = registry.get(toolPath)?.get(HANDOFF_FIELD);
  if (field && typeof field.initial === "string") field.write(text);
  else handOffs.set(toolPath, text);
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
