// Which tools "Paste anything" can hand content to, and into which of their fields, from the
// catalogue: a tool that accepts another tool's result takes any text in its "input" field;
// pasteInto names another field, or "file" for the dropped file itself, per kind of content.
import { type ToolEntry, tools } from "~/catalogue";
import { handOff, handOffFile } from "~/hooks/tool-fields";
import type { PasteDetection, PasteKind } from "~/lib/paste-detect/paste-detect";
import type { Pasted } from "./paste-suggestions-types";

/** What a tool takes from "Paste anything": text into a field, or the file itself. */
export type PasteTarget = { field: string } | { file: true };

/** Kinds found in a file's bytes: only a tool that takes the file itself can use them. */
const FILE_KINDS: ReadonlySet<PasteKind> = new Set(["image", "pdf", "audio", "video", "binary"]);

export function pasteTargetOf(tool: ToolEntry, kind: PasteKind): PasteTarget | null {
  if (tool.status !== "live") return null;
  const declared = tool.pasteInto?.[kind];
  if (declared) return declared === "file" ? { file: true } : { field: declared };
  return tool.accepts && !FILE_KINDS.has(kind) ? { field: "input" } : null;
}

const byPath = new Map(tools.map((tool) => [tool.path, tool]));

/** The catalogue as detection reads it. */
export const LIVE_TOOLS = tools.map(({ path, status }) => ({ path, status }));

/** A tool suggested for what was pasted, and how it takes it. */
export interface Suggestion {
  tool: ToolEntry;
  target: PasteTarget;
  /** The kind of content it is suggested for. */
  kind: PasteKind;
}

/** The tools of every kind found, best first, each once, that can take what was pasted. */
export function suggestionsOf(detection: PasteDetection): Suggestion[] {
  const suggestions = new Map<string, Suggestion>();
  for (const match of detection.matches)
    for (const path of match.tools) {
      const tool = byPath.get(path);
      const target = tool && pasteTargetOf(tool, match.kind);
      if (tool && target && !suggestions.has(path))
        suggestions.set(path, { tool, target, kind: match.kind });
    }
  return [...suggestions.values()];
}

/** Hands `pasted` to the suggested tool (its field, or the file itself) through this tab's memory. */
export async function handToSuggested({ tool, target }: Suggestion, pasted: Pasted): Promise<void> {
  if ("file" in target && "file" in pasted) handOffFile(tool.path, pasted.file);
  else if ("field" in target)
    handOff(tool.path, "text" in pasted ? pasted.text : await pasted.file.text(), target.field);
}
