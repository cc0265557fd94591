// Which tools "Paste anything" can hand content to, and into which of their fields, from the
// catalogue: a tool that accepts another tool's result takes any text in its "input" field;
// pasteInto names another field, or "file" for the dropped file itself, per kind of content.
import type { ToolEntry } from "~/catalogue";
import type { PasteKind } from "~/lib/paste-detect/paste-detect";

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
