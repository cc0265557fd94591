// Names of split parts from the user's pattern: {name} is the input's name without extension and
// {n} the part's number, zero-padded (to the number of parts' width, at least 3 digits).
import { ToolError } from "~/lib/tool-error";
import type { SplitOptions } from "./csv-split";

export const DEFAULT_PATTERN = "{name}-{n}.csv";

/** Throws the page's message when a pattern could not give each part its own name. */
export function checkPattern(pattern: string): void {
  if (!pattern.includes("{n}"))
    throw new ToolError("The file name pattern must contain {n} (the part's number)");
}

/** Characters no file system accepts in a name become "_". */
function safeFileName(name: string): string {
  return [...name].map((char) => (char < " " || '/\\:*?"<>|'.includes(char) ? "_" : char)).join("");
}

export function partName(
  pattern: string,
  baseName: string,
  index: number,
  options: Pick<SplitOptions, "mode" | "count">,
): string {
  checkPattern(pattern);
  const width = Math.max(3, options.mode === "files" ? String(options.count).length : 0);
  const name = pattern
    .replaceAll("{name}", baseName)
    .replaceAll("{n}", String(index).padStart(width, "0"));
  return safeFileName(name);
}

/** A file's name without its last extension ("sales.2024.csv" → "sales.2024"). */
export function baseNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName || "data";
}
